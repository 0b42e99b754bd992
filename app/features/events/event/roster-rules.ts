import type { AttendanceStatus } from '../attendance/attendance.server';

/** A member's mark on the roster: attended, excused (with the reason typed) or absent. */
export interface RosterMark {
  status: AttendanceStatus;
  reason: string;
}

/** One changed row as a save sends it: the new mark, and the mark the page loaded (refused if it changed since). */
export interface RosterChange extends RosterMark {
  memberId: number;
  was: RosterMark;
}

/** Whether two marks say the same; the reason counts only for an excused member. */
export function sameMark(a: RosterMark, b: RosterMark): boolean {
  return a.status === b.status && (a.status !== 'excused' || a.reason.trim() === b.reason.trim());
}

/**
 * A mark the officer made, with the mark the row showed when they made it. A save sends that one as `was`, even
 * after the page's rows were read again: a row someone else changed since is then refused, never overwritten.
 */
export interface RosterEdit {
  mark: RosterMark;
  was: RosterMark;
}

/** The mark of a member with no attendance row. */
export const ABSENT: RosterMark = { status: 'absent', reason: '' };

/** The edits whose mark differs from what the page now shows, as a save sends them. */
export function rosterChanges(
  loaded: ReadonlyMap<number, RosterMark>,
  edits: ReadonlyMap<number, RosterEdit>,
): RosterChange[] {
  const changes: RosterChange[] = [];
  for (const [memberId, edit] of edits) {
    if (!sameMark(edit.mark, loaded.get(memberId) ?? ABSENT)) changes.push({ memberId, ...edit.mark, was: edit.was });
  }
  return changes;
}

/**
 * The edits that still mean something once the page's rows are read again (after a save, or a refusal because
 * members left): not those of members no longer listed, those the officer left as they found them (Check all on a
 * member already attended) and those the rows now show anyway.
 */
export function editsOnFreshRows(
  edits: ReadonlyMap<number, RosterEdit>,
  loaded: ReadonlyMap<number, RosterMark>,
): Map<number, RosterEdit> {
  return new Map(
    [...edits].filter(([id, edit]) => {
      const now = loaded.get(id);
      return now !== undefined && !sameMark(edit.mark, edit.was) && !sameMark(edit.mark, now);
    }),
  );
}

/** Sets marks on rows, each keeping the mark it was first made over. */
export function withMarks(
  edits: ReadonlyMap<number, RosterEdit>,
  loaded: ReadonlyMap<number, RosterMark>,
  marks: Iterable<[number, RosterMark]>,
): Map<number, RosterEdit> {
  const next = new Map(edits);
  for (const [id, mark] of marks) next.set(id, { mark, was: edits.get(id)?.was ?? loaded.get(id) ?? ABSENT });
  return next;
}

/** "Check all": every member not marked excused is marked attended; excused members keep their mark and reason. */
export function checkAll(marks: ReadonlyMap<number, RosterMark>): Map<number, RosterMark> {
  return new Map(
    [...marks].map(([id, mark]) => [id, mark.status === 'excused' ? mark : { status: 'attended', reason: '' }]),
  );
}

/** How many members each mark has, for the roster's heading and the save's message. */
export function markCounts(marks: Iterable<RosterMark>): Record<AttendanceStatus, number> {
  const counts = { attended: 0, excused: 0, absent: 0 };
  for (const mark of marks) counts[mark.status] += 1;
  return counts;
}
