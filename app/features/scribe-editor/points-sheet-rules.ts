/** The scribe's points spreadsheet: parsing what is typed and finding what changed. */

/** The largest points a cell takes; the database column is a 32-bit integer, and no event is worth more. */
export const MAX_POINTS = 1_000_000;

/**
 * A typed cell as points: an integer of at least 0; empty, non-numeric or negative becomes 0, decimals are cut to
 * the integer below, and anything above MAX_POINTS is held at MAX_POINTS.
 */
export function parsePoints(raw: string): number {
  const trimmed = raw.trim();
  if (trimmed === '') return 0;
  const value = Math.trunc(Number(trimmed));
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, MAX_POINTS);
}

/** A member's total: the sum of their event points, so it can never disagree with the cells. */
export function rowTotal(values: readonly string[]): number {
  return values.reduce((sum, raw) => sum + parsePoints(raw), 0);
}

export const cellKey = (memberId: number, eventId: number) => `${memberId}:${eventId}`;

export interface CellChange {
  memberId: number;
  eventId: number;
  points: number;
  /** The value this page loaded; the save is refused if the database no longer holds it. */
  was: number;
}

/**
 * The cells whose typed value differs from what was loaded, for members and events still on the sheet. `loaded`
 * holds only non-zero cells (a missing cell is 0), `typed` the raw text of every cell the officer touched.
 */
export function changedCells(
  loaded: ReadonlyMap<string, number>,
  typed: ReadonlyMap<string, string>,
  memberIds: readonly number[],
  eventIds: readonly number[],
): CellChange[] {
  const members = new Set(memberIds);
  const events = new Set(eventIds);
  const changes: CellChange[] = [];
  for (const [key, raw] of typed) {
    const [memberId, eventId] = key.split(':').map(Number) as [number, number];
    if (!members.has(memberId) || !events.has(eventId)) continue;
    const was = loaded.get(key) ?? 0;
    const points = parsePoints(raw);
    if (points !== was) changes.push({ memberId, eventId, points, was });
  }
  return changes;
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
