/** The scribe's points spreadsheet: reading what is typed and finding what changed. */

/** The largest points a cell takes; the database column is a 32-bit integer, and no event is worth more. */
export const MAX_POINTS = 1_000_000;

/**
 * A typed cell as the points it stores, or null when it cannot be stored as typed: empty is 0, else a whole number
 * from 0 to MAX_POINTS; a sign, decimal point, exponent or separator is refused, never rounded, clamped or read as 0.
 */
export function readPoints(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_POINTS ? value : null;
}

/**
 * What a cell shows once the officer moves on: the points it will store (an empty cell shows 0, "007" shows 7), or
 * the typed text unchanged when it cannot be stored, so the officer sees what to fix.
 */
export function shownPoints(raw: string): string {
  const points = readPoints(raw);
  return points === null ? raw : String(points);
}

/** A member's total: the sum of their event points, or null while a cell of theirs cannot be stored. */
export function rowTotal(values: readonly string[]): number | null {
  let sum = 0;
  for (const raw of values) {
    const points = readPoints(raw);
    if (points === null) return null;
    sum += points;
  }
  return sum;
}

export const cellKey = (memberId: number, eventId: number) => `${memberId}:${eventId}`;

/** How attendance marked a member at an event (the events feature's roster and check-in). */
export type AttendanceMark = 'checked-in' | 'attended' | 'excused';

/** Where a cell's number came from. */
export type CellOrigin = AttendanceMark | 'absent' | 'by-hand';

/** Where an event stands now: a member without a mark is absent only once it has ended. */
export type EventStage = 'to-come' | 'under-way' | 'ended';

export function eventStage(startsAt: Date, endsAt: Date, now: Date): EventStage {
  if (now < startsAt) return 'to-come';
  return now < endsAt ? 'under-way' : 'ended';
}

/**
 * Where a cell's number came from: set by hand wins, since attendance leaves such a cell alone; else the member's
 * mark at the event; else absent once the event has ended. Null for an event to come or under way with no mark.
 */
export function cellOrigin(byHand: boolean, mark: AttendanceMark | undefined, stage: EventStage): CellOrigin | null {
  if (byHand) return 'by-hand';
  return mark ?? (stage === 'ended' ? 'absent' : null);
}

/** The member and event a cell key names. */
export function cellOf(key: string): { memberId: number; eventId: number } {
  const [memberId, eventId] = key.split(':').map(Number) as [number, number];
  return { memberId, eventId };
}

export interface CellChange {
  memberId: number;
  eventId: number;
  points: number;
  /** The value this page loaded; the save is refused if the database no longer holds it. */
  was: number;
}

/**
 * What a save would send: the cells whose typed value differs from what was loaded, for members and events still
 * on the sheet, and how many typed cells cannot be stored (a save with any of those is refused whole). `loaded`
 * holds only non-zero cells (a missing cell is 0), `typed` the raw text of every cell the officer touched.
 */
export function changedCells(
  loaded: ReadonlyMap<string, number>,
  typed: ReadonlyMap<string, string>,
  memberIds: readonly number[],
  eventIds: readonly number[],
): { cells: CellChange[]; refused: number } {
  const members = new Set(memberIds);
  const events = new Set(eventIds);
  const cells: CellChange[] = [];
  let refused = 0;
  for (const [key, raw] of typed) {
    const { memberId, eventId } = cellOf(key);
    if (!members.has(memberId) || !events.has(eventId)) continue;
    const points = readPoints(raw);
    const was = loaded.get(key) ?? 0;
    if (points === null) refused += 1;
    else if (points !== was) cells.push({ memberId, eventId, points, was });
  }
  return { cells, refused };
}

/** Whether a member matches the search box: every word found in their name, ignoring case. */
export function matchesSearch(name: string, query: string): boolean {
  const haystack = name.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * How many typed cells are in rows the search hides, so the unsaved count can say so. A row with a cell that cannot
 * be stored is never hidden (see the sheet), so its cells are not counted.
 */
export function editsHiddenBySearch(
  typed: ReadonlyMap<string, string>,
  names: ReadonlyMap<number, string>,
  query: string,
): number {
  const edits = [...typed].map(([key, raw]) => ({ ...cellOf(key), refused: readPoints(raw) === null }));
  const inView = new Set(edits.filter((edit) => edit.refused).map((edit) => edit.memberId));
  return edits.filter((e) => !inView.has(e.memberId) && !matchesSearch(names.get(e.memberId) ?? '', query)).length;
}
