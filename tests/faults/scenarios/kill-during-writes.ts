import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { broDateGroupSizes } from '../../../app/domain/bro-dates';
import { signInOverHttp } from '../../support/http-sign-in';
import { runLoad } from '../load';
import { judge, type Scenario, type Trial } from '../scenario';
import { readTables, type Row } from '../site-tables';
import { sleep, startSite, stopSite, type SiteProcess } from '../site-process';

const TRIALS = 3;

/** The Webmaster's requests to a running site. */
interface Writer {
  /** POSTs form fields, or JSON when given an object; answers the status. */
  post: (pathname: string, body: URLSearchParams | object) => Promise<number>;
  tables: () => Promise<Map<string, Row[]>>;
}

/**
 * One kind of multi-step write: `prepare` sets the stage, `start` returns the sender of attempt n (keeping what it
 * needs between attempts), and `check` says what is wrong with the database after a crash if each write was not
 * all or nothing (null when nothing is). Each write adds one audit row, so committed writes can be counted.
 */
export interface WriteKind {
  name: string;
  audit: string;
  prepare?: (writer: Writer) => Promise<void>;
  start: (writer: Writer, tables: Map<string, Row[]>) => (n: number) => Promise<number>;
  check: (after: Map<string, Row[]>, before: Map<string, Row[]>, committed: number) => string | null;
}

const rows = (tables: Map<string, Row[]>, name: string) => tables.get(name) ?? [];
const activeIds = (tables: Map<string, Row[]>) =>
  rows(tables, 'members')
    .filter((m) => m.status === 'active' && m.dropped === false)
    .map((m) => Number(m.id))
    .sort((a, b) => a - b);
const cellKey = (r: Row) => `${String(r.member_id)}:${String(r.event_id)}`;

const SCRIBE_MEMBERS = 10;
const scribeCells = (tables: Map<string, Row[]>) => {
  const eventId = Math.min(...rows(tables, 'events').map((e) => Number(e.id)));
  return activeIds(tables)
    .slice(0, SCRIBE_MEMBERS)
    .map((memberId) => ({ memberId, eventId }));
};
const pointsOf = (tables: Map<string, Row[]>) =>
  new Map(rows(tables, 'event_points').map((r) => [cellKey(r), Number(r.points)]));

/** Sends attempt n of a Scribe save: ten cells of one event all set to n, each with the value it held before. */
const scribeSave: WriteKind = {
  name: 'scribe save',
  audit: 'scribe.save',
  start(writer, tables) {
    const held = pointsOf(tables);
    return async (n) => {
      const cells = scribeCells(tables).map((c) => ({
        ...c,
        points: 1000 + n,
        was: held.get(`${c.memberId}:${c.eventId}`) ?? 0,
      }));
      const status = await writer.post('/scribe-editor', { intent: 'save', cells });
      // The next attempt starts from what this one wrote, as the page would after a successful save.
      if (status === 200) for (const c of cells) held.set(`${c.memberId}:${c.eventId}`, c.points);
      return status;
    };
  },
  check(after, before, committed) {
    const values = scribeCells(before).map((c) => pointsOf(after).get(`${c.memberId}:${c.eventId}`) ?? 0);
    const old = scribeCells(before).map((c) => pointsOf(before).get(`${c.memberId}:${c.eventId}`) ?? 0);
    if (committed === 0) return JSON.stringify(values) === JSON.stringify(old) ? null : 'cells changed without a save';
    return new Set(values).size === 1 ? null : `the ten cells of one save disagree: ${values.join(',')}`;
  },
};

/** Bro-date groups always partition the active, non-dropped members by the size rule. */
const reshuffle: WriteKind = {
  name: 'bro-date reshuffle',
  audit: 'brodates.reshuffle',
  start: (writer) => () => writer.post('/admin/bro-dates', new URLSearchParams({ intent: 'reshuffle' })),
  check(after) {
    const expected = activeIds(after);
    const grouped = rows(after, 'brodate_group_members')
      .map((r) => Number(r.member_id))
      .sort((a, b) => a - b);
    if (JSON.stringify(grouped) !== JSON.stringify(expected)) return 'groups do not hold each active member once';
    const sizes = new Map<number, number>();
    for (const r of rows(after, 'brodate_group_members'))
      sizes.set(Number(r.group_id), (sizes.get(Number(r.group_id)) ?? 0) + 1);
    const got = [...sizes.values()].sort().join(',');
    const rule = broDateGroupSizes(expected.length).sort().join(',');
    return got === rule ? null : `group sizes ${got} break the rule ${rule}`;
  },
};

const SPOON_PLAYERS = 8;
/** Attempt n saves the first eight active members rotated by n, so each committed save is recognisable. */
const spoonChain = (tables: Map<string, Row[]>, n: number) => {
  const players = activeIds(tables).slice(0, SPOON_PLAYERS);
  return players.map((_, i) => players[(i + n) % players.length] as number);
};
const spoonSave: WriteKind = {
  name: 'spoon assassins save',
  audit: 'spoon.save',
  start: (writer, tables) => (n) => {
    const form = new URLSearchParams({ intent: 'save' });
    for (const id of spoonChain(tables, n)) form.append('player', String(id));
    return writer.post('/admin/spoon-assassins', form);
  },
  check(after, before, committed) {
    const targets = rows(after, 'targets');
    if (committed === 0) {
      return JSON.stringify(targets) === JSON.stringify(rows(before, 'targets'))
        ? null
        : 'targets changed without a save';
    }
    const next = new Map(targets.map((t) => [Number(t.member_id), Number(t.target_id)]));
    const players = [...next.keys()];
    if (players.length !== SPOON_PLAYERS) return `${players.length} players after a save of ${SPOON_PLAYERS}`;
    if (targets.some((t) => t.is_eliminated !== false)) return 'a saved chain has an eliminated player';
    let at = players[0] as number;
    for (let i = 0; i < SPOON_PLAYERS; i++) at = next.get(at) ?? -1;
    return at === players[0] && new Set(next.values()).size === SPOON_PLAYERS ? null : 'the targets are not one chain';
  },
};

/** Before each trial the Scribe adds an event with points; a reset then removes all events and points, or nothing. */
const reset: WriteKind = {
  name: 'scribe reset',
  audit: 'scribe.reset',
  async prepare(writer) {
    await writer.post('/scribe-editor', { intent: 'add-event', name: 'Fault drill' });
    const tables = await writer.tables();
    const eventId = Math.max(...rows(tables, 'events').map((e) => Number(e.id)));
    const cells = activeIds(tables).map((memberId) => ({ memberId, eventId, points: 10, was: 0 }));
    await writer.post('/scribe-editor', { intent: 'save', cells });
  },
  start: (writer) => () => writer.post('/scribe-editor', { intent: 'reset' }),
  check(after, before, committed) {
    const events = rows(after, 'events').length;
    const points = rows(after, 'event_points').length;
    if (committed > 0)
      return events === 0 && points === 0 ? null : `after a reset ${events} events, ${points} points remain`;
    const same =
      JSON.stringify(rows(after, 'events')) === JSON.stringify(rows(before, 'events')) &&
      JSON.stringify(rows(after, 'event_points')) === JSON.stringify(rows(before, 'event_points'));
    return same ? null : 'events or points changed without a reset';
  },
};

export const WRITE_KINDS: WriteKind[] = [scribeSave, reshuffle, spoonSave, reset];

function writerFor(site: SiteProcess, cookie: string, dataDir: string): Writer {
  return {
    tables: () => readTables(dataDir),
    async post(pathname, body) {
      const json = !(body instanceof URLSearchParams);
      const response = await fetch(`${site.url}${pathname}`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: site.url,
          'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body: json ? JSON.stringify(body) : body.toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

const auditCount = (tables: Map<string, Row[]>, action: string) =>
  rows(tables, 'audit_log').filter((r) => r.action === action).length;

/** One trial: writes of one kind under read load, the server SIGKILLed at a random moment, restarted, checked. */
async function crashDuring(
  kind: WriteKind,
  dataDir: string,
  site: SiteProcess,
): Promise<{ trial: Trial; site: SiteProcess }> {
  const cookie = await signInOverHttp(site.url, 'webmaster@example.org');
  const writer = writerFor(site, cookie, dataDir);
  await kind.prepare?.(writer);
  const before = await readTables(dataDir);
  const send = kind.start(writer, before);

  let sent = 0;
  let acknowledged = 0;
  let killed = false;
  const writes = (async () => {
    while (!killed) {
      const n = sent++;
      const status = await send(n).catch(() => 0);
      if (status >= 200 && status < 300) acknowledged += 1;
    }
  })();
  const reads = runLoad(4, writes, async () => (await fetch(`${site.url}/meet-the-brothers`)).status);

  await sleep(200 + Math.floor(Math.random() * 2300));
  killed = true;
  await stopSite(site, 'SIGKILL');
  await Promise.all([writes, reads]);

  const restarted = await startSite({ dataDir });
  const after = await readTables(dataDir);
  const committed = auditCount(after, kind.audit) - auditCount(before, kind.audit);
  const problem = kind.check(after, before, committed);
  return {
    site: restarted,
    trial: judge(`${sent} sent, ${acknowledged} acknowledged, ${committed} committed before the kill`, {
      'every acknowledged write is present': committed >= acknowledged,
      'no write beyond those sent': committed <= sent,
      [`all or nothing (${problem ?? 'ok'})`]: problem === null,
    }),
  };
}

/** (a) SIGKILL in the middle of each multi-step write, under load; after a restart each write is all or nothing. */
export const killDuringWrites: Scenario[] = WRITE_KINDS.map((kind) => ({
  name: `server killed during ${kind.name}`,
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-fault-kill-'));
    let site = await startSite({ dataDir });
    const trials: Trial[] = [];
    try {
      for (let i = 0; i < TRIALS; i++) {
        const result = await crashDuring(kind, dataDir, site);
        site = result.site;
        trials.push(result.trial);
      }
      return trials;
    } finally {
      await stopSite(site);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
}));
