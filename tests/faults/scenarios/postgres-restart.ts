import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { contentSummary } from '../../../app/lib/backup.server';
import type { Db } from '../../../app/lib/db.server';
import { canStartCluster, startCluster } from '../../setup/postgres-cluster';
import { signInOverHttp } from '../../support/http-sign-in';
import { describeStatuses, runLoad } from '../load';
import { judge, type Scenario, type Trial } from '../scenario';
import { sleep, startSite, stopSite, type SiteProcess } from '../../support/site-process';

const RESTARTS = 3;
const RECOVERY_LIMIT_MS = 10_000;

/** (b) The database server crashes and comes back while members use the site: the site recovers by itself. */
export const postgresRestart: Scenario = {
  name: 'PostgreSQL restarted under load',
  unavailable: () => (canStartCluster() ? undefined : 'PostgreSQL is not installed'),
  async run() {
    const cluster = await startCluster();
    const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    pool.on('error', () => undefined); // the restarts drop this pool's idle connections too
    const db = drizzle(pool) as unknown as Db;
    let site: SiteProcess | undefined;
    try {
      site = await startSite({ databaseUrl: cluster.url });
      const cookie = await signInOverHttp(site.url, 'member@example.org');
      const trials: Trial[] = [];
      for (let i = 0; i < RESTARTS; i++) trials.push(await restartOnce(site, cookie, db, () => cluster.restart()));
      return trials;
    } finally {
      if (site) await stopSite(site);
      await pool.end();
      cluster.stop();
    }
  },
};

async function restartOnce(site: SiteProcess, cookie: string, db: Db, restart: () => Promise<void>): Promise<Trial> {
  const before = withoutVisits(await contentSummary(db));
  const visitsBefore = await countVisits(db);
  let stopLoad!: () => void;
  const loadRunning = new Promise<void>((resolve) => (stopLoad = resolve));
  const headers = { Cookie: cookie, 'Content-Type': 'application/json', Origin: site.url };
  const writes = runLoad(10, loadRunning, async () => {
    const response = await fetch(`${site.url}/api/log-visit`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'member@example.org' }),
      signal: AbortSignal.timeout(15_000),
    });
    return response.status;
  });
  const reads = runLoad(10, loadRunning, async () => {
    const response = await fetch(`${site.url}/dashboard`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return response.status;
  });

  await sleep(1500);
  await restart();
  const recoveredAfter = await timeUntilServing(site, cookie);
  await sleep(1500);
  stopLoad();
  const [written, read] = await Promise.all([writes, reads]);

  const acknowledged = written.statuses.get(204) ?? 0;
  const unanswered = [...written.statuses].filter(([status]) => status !== 204).reduce((n, [, c]) => n + c, 0);
  const recorded = (await countVisits(db)) - visitsBefore;
  const after = withoutVisits(await contentSummary(db));
  return judge(
    `recovered ${recoveredAfter} ms after the restart; writes ${describeStatuses(written.statuses)}; ` +
      `reads ${describeStatuses(read.statuses)}; ${recorded} visits recorded`,
    {
      [`recovers within ${RECOVERY_LIMIT_MS} ms`]: recoveredAfter <= RECOVERY_LIMIT_MS,
      'every acknowledged write is present': recorded >= acknowledged,
      'no write beyond those attempted': recorded <= acknowledged + unanswered,
      'other data unchanged': JSON.stringify(after) === JSON.stringify(before),
      'the site process kept running': site.child.exitCode === null,
    },
  );
}

/** Milliseconds from now until both the health check and a signed-in page answer 200. */
async function timeUntilServing(site: SiteProcess, cookie: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const ok = await Promise.all([
      fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok),
      fetch(`${site.url}/dashboard`, {
        headers: { Cookie: cookie },
        redirect: 'manual',
        signal: AbortSignal.timeout(2000),
      }).then((r) => r.status === 200),
    ]).catch(() => [false]);
    if (ok.every(Boolean)) return Date.now() - started;
    await sleep(100);
  }
  return Infinity;
}

async function countVisits(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from visits`)) as unknown as { rows: [{ n: number }] };
  return Number(result.rows[0].n);
}

const withoutVisits = (summary: Awaited<ReturnType<typeof contentSummary>>) =>
  summary.filter((table) => table.name !== 'visits');
