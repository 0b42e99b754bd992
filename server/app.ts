import { createRequestHandler } from '@react-router/express';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { seedDemoChapterIfEmpty } from '../db/seed/demo-chapter';
import { closeDatabase, openDatabase } from '../app/lib/db.server';
import { env, type Env } from '../app/lib/env.server';
import { logger } from '../app/lib/logger.server';
import { healthz } from './health';

/**
 * The part of the server that shares module instances with the routes: it is the server build's entry, so the
 * database opened here is the one the loaders use.
 */
export const app = express.Router();

app.get('/healthz', healthz);

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build') as Promise<ServerBuild>,
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
  }),
);

/** Reads the settings, opens (and migrates) the database, and outside production seeds an empty one. */
export async function startApp(): Promise<Env> {
  const settings = env();
  await openDatabase(
    settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL }
      : { kind: 'pglite', dataDir: settings.DATA_DIR },
  );
  if (settings.SITE_MODE !== 'production') {
    const seeded = await seedDemoChapterIfEmpty();
    logger.info(seeded ? 'seeded the demo chapter into the empty database' : 'database already has data; not seeding');
  }
  return settings;
}

export async function stopApp(): Promise<void> {
  await closeDatabase();
}
