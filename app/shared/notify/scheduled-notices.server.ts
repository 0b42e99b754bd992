import { like } from 'drizzle-orm';
import { noticesSent } from '../../../db/schema';
import { db, type Tx } from '../db/db.server';
import { logDatabaseFailure } from '../db/database-outage.server';
import { now } from '../time/clock.server';

/** How often the site looks for notices that came due. */
const LOOK_EVERY_MS = 60 * 1000;

/**
 * Claims the notice named by `key` in the transaction that sends it: true the first time, false ever after. Two
 * processes claiming at once wait on the key's row, so one sends and the other finds it taken once the first commits;
 * a send that fails rolls its claim back with it, to be tried again at the next look.
 */
export async function claimNotice(tx: Tx, key: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .insert(noticesSent)
    .values({ key, sentAt: at })
    .onConflictDoNothing()
    .returning({ key: noticesSent.key });
  return claimed.length > 0;
}

/** The keys already claimed that start with `prefix`: what a job need not gather again. */
export async function claimedKeys(prefix: string): Promise<Set<string>> {
  const rows = await db()
    .select({ key: noticesSent.key })
    .from(noticesSent)
    .where(like(noticesSent.key, `${prefix}%`));
  return new Set(rows.map((row) => row.key));
}

/** Work that sends the notices due at an instant (each under a key claimed with `claimNotice`). */
export type NoticeJob = (at: Date) => Promise<unknown>;

/**
 * Runs each job now and every minute, one look at a time, from the background of the server process; a job that
 * fails is logged and the others still run. Answers the function that stops it, once the look under way has ended.
 */
export function startScheduledNotices(jobs: readonly NoticeJob[]): () => Promise<void> {
  const look = async () => {
    for (const job of jobs) {
      try {
        await job(now());
      } catch (error) {
        logDatabaseFailure(error, 'a scheduled notice failed');
      }
    }
  };
  let running = look();
  const timer = setInterval(() => void (running = running.then(look)), LOOK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
