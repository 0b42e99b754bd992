import crypto from 'node:crypto';
import fs from 'node:fs';
import { signInOverHttp } from '../../support/http-sign-in';
import { describeStatuses, runLoad } from '../load';
import { judge, type Scenario, type Trial } from '../scenario';
import { seededDataDir } from '../seeded-data-dir';
import { readTables, type Row } from '../site-tables';
import { auditCount, writerFor, type Writer } from '../writes';
import { sleep, startSite, stopSite, type SiteProcess } from '../../support/site-process';
import { median, TransactionTrace } from '../../support/transaction-trace';
import { WRITE_KINDS, type WriteKind } from './write-kinds';

/** Kills that must land inside a write's transaction, per kind. */
const LANDED_NEEDED = 20;
/** Kills tried per kind before the drill gives up: a kind that lands fewer than one in three is failed. */
const MOST_ATTEMPTS = 3 * LANDED_NEEDED;

/** What one kill saw: the writes sent and answered, and what the database's trace showed when it landed. */
interface Kill {
  sent: number;
  acknowledged: number;
  /** Transactions begun and not ended when the server died. */
  open: number;
  /** Transactions the trace shows committed since the writes began. */
  tracedCommits: number;
  /** How long after the trace showed a transaction open the kill was sent, and the typical transaction's length. */
  delay: number;
  typical: number;
}

/**
 * Writes of one kind under read load, the server SIGKILLed inside one: once `warmUp` writes are answered, the reads
 * start and the drill waits for the trace to show a transaction open, then kills after a random part of the first half
 * of a typical transaction's length (`lengths`, measured so far). Resolves once the server is gone and all its output
 * read.
 */
async function killInsideWrite(
  kind: WriteKind,
  site: SiteProcess,
  writer: Writer,
  before: Map<string, Row[]>,
  lengths: number[],
): Promise<Kill> {
  const trace = TransactionTrace.follow(site.child.stdout!);
  const send = kind.start(writer, before);
  let sent = 0;
  let acknowledged = 0;
  let killed = false;
  const statuses = new Map<number, number>();
  const writes = (async () => {
    while (!killed) {
      const status = await send(sent++).catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 200 && status < 300) acknowledged += 1;
    }
  })();
  const deadline = Date.now() + 60_000;
  while (acknowledged < (kind.warmUp ?? 1) && Date.now() < deadline) await sleep(5);
  // The reads start once the server is warm: the kill lands under them, and no cold start is spent serving them.
  const reads = runLoad(kind.readers ?? 4, writes, async () => (await fetch(`${site.url}/meet-the-brothers`)).status);
  const opened = await Promise.race([trace.opened().then(() => true), sleep(deadline - Date.now()).then(() => false)]);
  if (!opened) {
    killed = true;
    await stopSite(site, 'SIGKILL');
    throw new Error(
      `within a minute ${acknowledged} of ${sent} writes were answered (${describeStatuses(statuses)}) and the ` +
        'trace showed no transaction',
    );
  }
  const typical = median([...lengths, ...trace.lengths]) ?? 0;
  // The trace line arrives late and the transaction may be a short one: within the first half, the kill lands more.
  const delay = Math.floor((Math.random() * typical) / 2);
  if (delay > 0) await sleep(delay);
  killed = true;
  await stopSite(site, 'SIGKILL');
  await Promise.all([writes, reads]);
  lengths.push(...trace.lengths);
  return { sent, acknowledged, open: trace.open.size, tracedCommits: trace.committed, delay, typical };
}

/** A drill's servers share a session secret, so the officer's session outlives each restart. */
const drillEnv = () => ({ LOG_LEVEL: 'trace', SESSION_SECRET: crypto.randomBytes(32).toString('hex') });

/**
 * (a) SIGKILL inside each multi-step write, under load; after a restart each write is all or nothing. Each kill is
 * checked; it counts towards the kind's LANDED_NEEDED only when it landed inside a write: a write unanswered, and
 * the trace shows its transaction begun and not ended.
 */
async function drill(kind: WriteKind): Promise<Trial[]> {
  const dataDir = await seededDataDir('chapter-fault-kill-');
  const env = drillEnv();
  let site = await startSite({ dataDir, env });
  const cookie = await signInOverHttp(site.url, 'webmaster@example.org');
  const trials: Trial[] = [];
  const lengths: number[] = [];
  let landed = 0;
  let before: Map<string, Row[]> | undefined;
  try {
    while (landed < LANDED_NEEDED && trials.length < MOST_ATTEMPTS) {
      const writer = writerFor(site, cookie, () => readTables(dataDir));
      if (kind.prepare) await kind.prepare(writer);
      // With nothing changed since the last check, its tables are this trial's starting point.
      if (kind.prepare || !before) before = await readTables(dataDir);
      let kill: Kill;
      try {
        kill = await killInsideWrite(kind, site, writer, before, lengths);
      } catch (error) {
        trials.push({ ok: false, detail: `FAILED: ${(error as Error).message}` });
        site = await startSite({ dataDir, env });
        break;
      }

      site = await startSite({ dataDir, env });
      const after = await readTables(dataDir);
      const committed = auditCount(after, kind.audit) - auditCount(before, kind.audit);
      const problem = kind.check(after, before, committed);
      const settled = kind.settle
        ? await kind.settle(
            writerFor(site, cookie, () => readTables(dataDir)),
            committed,
          )
        : null;
      before = kind.settle ? undefined : after;
      const inside = kill.sent > kill.acknowledged && kill.open > 0;
      if (inside) landed += 1;
      const seen =
        `${kill.sent} sent, ${kill.acknowledged} acknowledged, ${committed} committed, ${kill.open} open at the kill ` +
        `(${kill.delay} ms after one opened; typical ${kill.typical} ms)`;
      trials.push(
        judge(inside ? `landed: ${seen}` : `missed, not counted: ${seen}`, {
          'every acknowledged write is present': committed >= kill.acknowledged,
          'no write beyond those sent': committed <= kill.sent,
          // Each write is one transaction and nothing else wrote: the open one, if any, was a write's.
          [`the trace's ${kill.tracedCommits} commits are the committed writes`]:
            committed >= kill.tracedCommits && committed <= kill.tracedCommits + kill.open,
          [`all or nothing (${problem ?? 'ok'})`]: problem === null,
          ...(kind.settle ? { [`all or nothing once settled (${settled ?? 'ok'})`]: settled === null } : {}),
        }),
      );
    }
    trials.push(
      judge(`${landed} of ${trials.length} kills landed inside a write`, {
        [`at least ${LANDED_NEEDED} kills land inside a write within ${MOST_ATTEMPTS} attempts`]:
          landed >= LANDED_NEEDED,
      }),
    );
    return trials;
  } finally {
    await stopSite(site);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const killDuringWrites: Scenario[] = WRITE_KINDS.map((kind) => ({
  name: `server killed during ${kind.name}`,
  run: () => drill(kind),
}));
