import { createRequestHandler } from '@react-router/express';
import express from 'express';
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router';
import { seedDemoChapterIfEmpty } from '../demo/demo-chapter';
import { env, type Env } from '../app/shared/runtime/env.server';
import { logger } from '../app/shared/runtime/logger.server';
import { invalidateSiteContent } from '../app/features/site-content/index.server';
import { electionNotices, sealBallotsWhenVotingCloses } from '../app/features/elections/index.server';
import { termStartNotices } from '../app/features/officer-terms/index.server';
import { weeklyDigests } from '../app/features/weekly-digest/index.server';
import { startScheduledNotices } from '../app/shared/notify/scheduled-notices.server';
import { restrictNewFilesToOwner } from '../app/shared/db/data-dir-permissions.server';
import { closeDatabase, db, openDatabase } from '../app/shared/db/db.server';
import { serveBackups } from './backup-socket';
import { gzippedBackup } from './backup-stream';
import type { TooManyRequests } from '../app/shared/limits/too-many-requests';
import { answerDatabaseOutages, setOutageHeaders } from './database-outage-answers';
import { healthz } from './health';
import { refuseMalformedAddress } from './malformed-address';
import { keepMemberAnswersPrivate } from './member-caching';
import { refuseMalformedHost } from './request-host';
import { followTestClock } from './test-clock';
import { servePagesFromMemory } from './kept-pages';
import { changeVersions } from './change-versions';
import { smtpTransport, startOutboxSender } from '../app/shared/notify/outbox-sender.server';
import { startPushSender } from '../app/shared/notify/push-sender.server';

/**
 * The part of the server that shares module instances with the routes: it is the server build's entry, so the
 * database opened here is the one the loaders use.
 */
export const app = express.Router();

app.use(setOutageHeaders);
app.get('/healthz', healthz);
app.use(refuseMalformedHost);
app.use(keepMemberAnswersPrivate);
app.use(followTestClock());
app.use('/media', refuseMalformedAddress);

const build = async () => answerDatabaseOutages((await import('virtual:react-router/server-build')) as ServerBuild);

// The built site only: in development a copy would outlive an edit of the page's code.
if (process.env.NODE_ENV === 'production') {
  const render = createFetchHandler(build, 'production');
  app.use(
    servePagesFromMemory({
      render: (request, cspNonce) => render(request, { cspNonce }),
      versions: changeVersions,
      // Another process (a restore, a second server) may have changed the content this one keeps for a second.
      onNewPublicVersion: invalidateSiteContent,
    }),
  );
}

app.use(
  createRequestHandler({
    build,
    getLoadContext: (_req, res) => ({
      cspNonce: String(res.locals.cspNonce ?? ''),
      tooManyRequests: res.locals.tooManyRequests as TooManyRequests | undefined,
    }),
  }),
);

let stopBackups: (() => void) | undefined;
let stopSealing: (() => Promise<void>) | undefined;
let stopNotices: (() => Promise<void>) | undefined;
let stopSending: (() => Promise<void>) | undefined;
let stopPushing: (() => Promise<void>) | undefined;

/**
 * Reads the settings, opens (and migrates) the database, answers `npm run backup` for an embedded database,
 * outside production seeds an empty database, seals each election race once its voting closes, delivers the email
 * outbox when SMTP_URL is set, and delivers push notifications.
 */
export async function startApp(): Promise<Env> {
  const settings = env();
  restrictNewFilesToOwner(); // before anything is written: the database, its lock and the backup socket
  if (settings.DATABASE_URL) {
    await openDatabase({ kind: 'postgres', url: settings.DATABASE_URL, poolSize: settings.DATABASE_POOL_SIZE });
  } else {
    await openDatabase({ kind: 'pglite', dataDir: settings.DATA_DIR });
    stopBackups = serveBackups(settings.DATA_DIR, () => gzippedBackup(db()), logger);
  }
  if (settings.SITE_MODE !== 'production') {
    const seeded = await seedDemoChapterIfEmpty();
    logger.info(seeded ? 'seeded the demo chapter into the empty database' : 'database already has data; not seeding');
  }
  stopSealing = sealBallotsWhenVotingCloses();
  stopNotices = startScheduledNotices([electionNotices, termStartNotices, weeklyDigests]);
  const transport = smtpTransport(settings.SMTP_URL);
  stopPushing = startPushSender();
  if (transport) stopSending = startOutboxSender(transport);
  else if (settings.SITE_MODE === 'production') {
    logger.warn('SMTP_URL is not set: email to members waits in the outbox until it is');
  }
  return settings;
}

export async function stopApp(): Promise<void> {
  stopBackups?.();
  await stopSealing?.();
  await stopNotices?.();
  await stopSending?.();
  await stopPushing?.();
  await closeDatabase();
}
