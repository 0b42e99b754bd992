import { broDateGroupSizes } from '../../../app/features/bro-dates/group-sizes';
import { chapterDay } from '../../../app/shared/time/chapter-day';
import { growChapterTo } from '../../support/grow-chapter';
import type { Row } from '../site-tables';
import { activeIds, cellKey, pointsOf, rows, SCRIBE_SAVE, type Writer } from '../writes';
import { ballots } from './kill-during-ballots';

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
  /**
   * Writes answered before the drill waits for the next one's transaction to kill the server in it (1 unless
   * said): a kind whose first writes are slow (a cold server under read load) needs more, and one whose first write
   * is the one that matters (a reset empties the sheet) none.
   */
  warmUp?: number;
  /**
   * What the site later does on its own with the writes (ballots sealed once voting closes), done after the restart
   * and checked: answers what is wrong, or null.
   */
  settle?: (writer: Writer, committed: number) => Promise<string | null>;
  /**
   * Page reads kept in flight meanwhile (4 unless said). The database runs in the server's own thread, so time spent
   * rendering reads is time no write is under way: a kind whose writes are short next to them takes fewer.
   */
  readers?: number;
}

const SCRIBE_MEMBERS = 10;
const scribeCells = (tables: Map<string, Row[]>) => {
  const eventId = Math.min(...rows(tables, 'events').map((e) => Number(e.id)));
  return activeIds(tables)
    .slice(0, SCRIBE_MEMBERS)
    .map((memberId) => ({ memberId, eventId }));
};

/** Sends attempt n of a Scribe save: ten cells of one event all set to n, each with the value it held before. */
const scribeSave: WriteKind = {
  name: 'scribe save',
  audit: SCRIBE_SAVE,
  start(writer, tables) {
    const held = pointsOf(tables);
    return async (n) => {
      const cells = scribeCells(tables).map((c) => ({
        ...c,
        points: 1000 + n,
        was: held.get(cellKey(c)) ?? 0,
      }));
      const status = await writer.post('/scribe-editor', { intent: 'save', cells });
      // The next attempt starts from what this one wrote, as the page would after a successful save.
      if (status === 200) for (const c of cells) held.set(cellKey(c), c.points);
      return status;
    };
  },
  check(after, before, committed) {
    const values = scribeCells(before).map((c) => pointsOf(after).get(cellKey(c)) ?? 0);
    const old = scribeCells(before).map((c) => pointsOf(before).get(cellKey(c)) ?? 0);
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
    // A save keeps each remaining player's elimination and starts a new player alive.
    const wasOut = new Set(
      rows(before, 'targets')
        .filter((t) => t.is_eliminated === true)
        .map((t) => Number(t.member_id)),
    );
    if (targets.some((t) => t.is_eliminated !== wasOut.has(Number(t.member_id))))
      return "a saved chain lost or invented a player's elimination";
    let at = players[0] as number;
    for (let i = 0; i < SPOON_PLAYERS; i++) at = next.get(at) ?? -1;
    return at === players[0] && new Set(next.values()).size === SPOON_PLAYERS ? null : 'the targets are not one chain';
  },
};

/** Before each trial the Scribe adds an event with points; a reset then removes all events and points, or nothing. */
const reset: WriteKind = {
  name: 'scribe reset',
  audit: 'scribe.reset',
  warmUp: 0,
  async prepare(writer) {
    // A name of its own each trial: the sheet refuses a second event of the same name.
    await writer.post('/scribe-editor', { intent: 'add-event', name: `Fault drill ${Date.now()}` });
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

/** Everyone on an event's roster: every active member. */
const rosterIds = (tables: Map<string, Row[]>) =>
  rows(tables, 'members')
    .filter((m) => m.status === 'active')
    .map((m) => Number(m.id));
const ROSTER_POINTS = 10;
/** A large chapter's roster, so that a save is a long transaction, as a meeting's is. */
const ROSTER_SIZE = 400;
let rosterEvent = '';
const rosterEventId = (tables: Map<string, Row[]>) =>
  Number(rows(tables, 'events').find((e) => e.name === rosterEvent)?.id ?? 0);

/**
 * An officer's 'Check all' and Save roster, over and over: each save marks the whole roster attended, or absent
 * again, each row sent with the mark it held. After a crash every member has the same mark, the one the committed
 * saves (counted by their audit rows) leave, and points that follow it: the event's points for each attendee.
 */
const rosterCheckAll: WriteKind = {
  name: "roster 'Check all' and save",
  audit: 'events.roster',
  warmUp: 3,
  readers: 1,
  async prepare(writer) {
    await growChapterTo({ url: writer.url }, writer.cookie, ROSTER_SIZE);
    rosterEvent = `Fault roster ${Date.now()}`;
    await writer.post(
      '/admin/events',
      new URLSearchParams({
        intent: 'create',
        name: rosterEvent,
        category: 'chapter-meeting',
        date: '2026-11-25',
        startTime: '19:00',
        endTime: '20:00',
        points: String(ROSTER_POINTS),
      }),
    );
  },
  start(writer, tables) {
    const eventId = rosterEventId(tables);
    const members = rosterIds(tables);
    let held = 'absent';
    return async () => {
      const status = held === 'absent' ? 'attended' : 'absent';
      const was = { status: held, reason: '' };
      const changes = members.map((memberId) => ({ memberId, status, reason: '', was }));
      const answer = await writer.post(
        // As the page's fetcher sends it: the answer is the action's alone, with no page rendered after it.
        `/admin/events/${eventId}.data`,
        new URLSearchParams({ intent: 'roster', changes: JSON.stringify(changes) }),
      );
      if (answer === 200) held = status;
      return answer;
    };
  },
  check(after, before, committed) {
    const eventId = rosterEventId(before);
    if (eventId === 0) return 'the drill event was not created';
    const marked = rows(after, 'attendance').filter((a) => Number(a.event_id) === eventId);
    const cells = rows(after, 'event_points').filter((p) => Number(p.event_id) === eventId);
    const roster = rosterIds(after).length;
    // Saves alternate from absent: an odd number committed leaves everyone attended, an even number no one.
    const expected = committed % 2 === 1 ? roster : 0;
    if (marked.length !== expected)
      return `${marked.length} of ${roster} members marked after ${committed} committed saves`;
    if (marked.some((a) => a.status !== 'attended')) return 'a member marked other than attended';
    if (cells.length !== marked.length || cells.some((c) => Number(c.points) !== ROSTER_POINTS))
      return `${cells.length} points cells for ${marked.length} attendees`;
    return null;
  },
};

const DEMO_ACCOUNTS = /^(webmaster|regent|scribe|brotherhood|mediation|member)@example\.org$/;
/** Converts active members to alumni one after another (never a demo account, whose sessions the drill uses). */
const conversion: WriteKind = {
  name: 'conversion to alumni',
  audit: 'member.convert-to-alumni',
  start(writer, tables) {
    const candidates = rows(tables, 'members')
      .filter((m) => m.status === 'active' && !DEMO_ACCOUNTS.test(String(m.email ?? '')))
      .map((m) => String(m.id));
    return (n) =>
      writer.post('/admin/user-management', new URLSearchParams({ intent: 'to-alumni', id: candidates[n] ?? '0' }));
  },
  check(after) {
    const alumni = new Set(
      rows(after, 'members')
        .filter((m) => m.status === 'alumni')
        .map((m) => Number(m.id)),
    );
    // Alumni keep their email and their past terms; a conversion cut short would leave a term running after today
    // (it ends on the conversion's day) or one still to come.
    const today = chapterDay(new Date());
    const half = rows(after, 'terms').find(
      (t) => alumni.has(Number(t.member_id)) && (t.ends_on === null || String(t.ends_on) > today),
    );
    if (half) return `alumnus ${String(half.member_id)} kept a term`;
    if (rows(after, 'event_points').some((p) => alumni.has(Number(p.member_id)))) return 'an alumnus kept points';
    if (rows(after, 'brodate_group_members').some((g) => alumni.has(Number(g.member_id))))
      return 'an alumnus kept a bro-date group';
    if (rows(after, 'targets').some((t) => alumni.has(Number(t.member_id)))) return 'an alumnus is still playing';
    return null;
  },
};

const IMPORT_ROWS = 25;
/** Imports files of 25 new alumni, each file's people sharing a last name: all of a file arrive, or none. */
const csvImport: WriteKind = {
  name: 'CSV import',
  audit: 'members.import',
  start(writer) {
    const trial = Date.now().toString(36); // files of earlier trials keep their own names
    return (n) => {
      const lines = ['status,first_name,last_name,graduation_year'];
      for (let i = 0; i < IMPORT_ROWS; i++) lines.push(`alumni,Person${i},Drill${trial}n${n},2015`);
      const form = new FormData();
      form.set('intent', 'import');
      form.set('file', new File([lines.join('\n')], `drill-${n}.csv`, { type: 'text/csv' }));
      return writer.post('/admin/user-management', form);
    };
  },
  check(after) {
    const perFile = new Map<string, number>();
    for (const m of rows(after, 'members')) {
      if (String(m.last_name).startsWith('Drill'))
        perFile.set(String(m.last_name), (perFile.get(String(m.last_name)) ?? 0) + 1);
    }
    const partial = [...perFile].find(([, count]) => count !== IMPORT_ROWS);
    return partial ? `file ${partial[0]} arrived with ${partial[1]} of ${IMPORT_ROWS} rows` : null;
  },
};

export const WRITE_KINDS: WriteKind[] = [
  scribeSave,
  reshuffle,
  spoonSave,
  reset,
  rosterCheckAll,
  conversion,
  csvImport,
  ballots,
];
