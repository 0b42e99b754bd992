import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../../app/shared/db/db.server';
import { canStartCluster, startCluster } from '../../setup/postgres-cluster';
import { signInOverHttp } from '../../support/http-sign-in';
import { describeStatuses, runLoad } from '../load';
import { judge, type Scenario, type Trial } from '../scenario';
import { contentExcept, tablesOf, type Row } from '../site-tables';
import { rows, SCRIBE_SAVE, scribeSaves, writerFor } from '../writes';
import { sleep, startSite, stopSite, type SiteProcess } from '../../support/site-process';

const RESTARTS = 3;
const RECOVERY_LIMIT_MS = 10_000;

/** (b) The database server crashes and comes back while the site is in use: the site recovers by itself. */
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
      const cookie = await signInOverHttp(site.url, 'scribe@example.org');
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
  const writer = writerFor(site, cookie, () => tablesOf(db));
  const before = await writer.tables();
  const saves = scribeSaves(writer, before);
  let stopLoad!: () => void;
  const loadRunning = new Promise<void>((resolve) => (stopLoad = resolve));
  const writes = runLoad(10, loadRunning, saves.send);
  const reads = runLoad(10, loadRunning, async () => {
    const response = await fetch(`${site.url}/dashboard`, {
      headers: { Cookie: cookie },
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

  const acknowledged = written.statuses.get(200) ?? 0;
  const unanswered = [...written.statuses].filter(([status]) => status !== 200).reduce((n, [, c]) => n + c, 0);
  const after = await writer.tables();
  const audit = auditAdded(before, after);
  const recorded = audit.added.filter((r) => r.action === SCRIBE_SAVE).length;
  const points = saves.problem(after);
  return judge(
    `recovered ${recoveredAfter} ms after the restart; writes ${describeStatuses(written.statuses)}; ` +
      `reads ${describeStatuses(read.statuses)}; ${recorded} saves recorded`,
    {
      [`recovers within ${RECOVERY_LIMIT_MS} ms`]: recoveredAfter <= RECOVERY_LIMIT_MS,
      'every acknowledged write is present': recorded >= acknowledged,
      'no write beyond those attempted': recorded <= acknowledged + unanswered,
      [`points changed only by the saves (${points ?? 'ok'})`]: points === null,
      'other data unchanged':
        audit.kept &&
        recorded === audit.added.length &&
        contentExcept(after, ...WRITTEN) === contentExcept(before, ...WRITTEN),
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

/** The tables the saves write, which the checks above compare row by row instead. */
const WRITTEN = ['event_points', 'audit_log'];

/** The audit rows added since `before`, and whether every earlier one is still there unchanged. */
function auditAdded(before: Map<string, Row[]>, after: Map<string, Row[]>) {
  const earlier = new Set(rows(before, 'audit_log').map((r) => Number(r.id)));
  const all = rows(after, 'audit_log');
  const kept = all.filter((r) => earlier.has(Number(r.id)));
  return {
    kept: JSON.stringify(kept) === JSON.stringify(rows(before, 'audit_log')),
    added: all.filter((r) => !earlier.has(Number(r.id))),
  };
}
