import os from 'node:os';
import path from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../../db/schema';
import { databaseReached } from './database-outage.server';
import { CHANGES_CHANNEL, countChange, listeningForChanges } from './change-notices.server';
import { drizzleEmbedded } from './embedded-database-client.server';
import { openEmbeddedDatabase } from './embedded-database.server';
import { postgresPoolSize } from './pool-size';
import { logger } from '../runtime/logger.server';
import { projectRoot } from '../runtime/project-root.server';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; the models accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; client: PGlite };

interface Open {
  db: Db;
  close: () => Promise<void>;
}

// Kept on globalThis because the dev server may re-evaluate this module on a hot reload.
const holder = globalThis as { __chapterDb?: Open };

export const migrationsFolder = () => path.join(projectRoot(), 'db', 'migrations');

async function connect(target: DatabaseTarget): Promise<Open> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: postgresPoolSize(target.poolSize, os.availableParallelism()),
      connectionTimeoutMillis: 5000,
    });
    // A restarting database server drops idle clients; log it instead of crashing, the pool reconnects.
    pool.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
    pool.on('connect', databaseReached);
    // A client checked out for a transaction has no pool listener, so a dropped connection would crash the process;
    // its queries fail instead (and are reported), and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: migrationsFolder() });
    return { db, close: () => pool.end() };
  }
  if (target.kind === 'pglite-instance') {
    const { client } = target;
    const listen = async () => void (await client.listen(CHANGES_CHANNEL, countChange));
    return openPglite(drizzlePglite(client, { schema }), listen, () => client.close());
  }
  const embedded = await openEmbeddedDatabase(target.dataDir);
  try {
    const { client } = embedded;
    return await openPglite(drizzleEmbedded(client), async () => client.onNotice(countChange), embedded.close);
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

/**
 * Migrates an embedded database (in this thread, for the tests, or in its worker) and counts the changes it
 * announces (change-notices.server.ts) from then on.
 */
async function openPglite(
  db: ReturnType<typeof drizzlePglite<typeof schema>>,
  listen: () => Promise<void>,
  close: () => Promise<void>,
): Promise<Open> {
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  await listen();
  listeningForChanges(true);
  return {
    db: db as unknown as Db,
    close: async () => {
      listeningForChanges(false);
      await close();
    },
  };
}

/** Opens the database, applying any pending migrations. One per process. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (holder.__chapterDb) throw new Error('The database is already open.');
  const open = await connect(target);
  holder.__chapterDb = open;
  return open.db;
}

export async function closeDatabase(): Promise<void> {
  const open = holder.__chapterDb;
  holder.__chapterDb = undefined;
  await open?.close();
}

/** The open database; models call this on each use. */
export function db(): Db {
  if (!holder.__chapterDb) throw new Error('The database is not open.');
  return holder.__chapterDb.db;
}

export async function isDatabaseReachable(): Promise<boolean> {
  if (!holder.__chapterDb) return false;
  try {
    await holder.__chapterDb.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
