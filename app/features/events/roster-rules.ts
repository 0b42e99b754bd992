import type { AttendanceStatus } from './attendance.server';

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

/** The rows whose mark differs from what was loaded, as a save sends them. */
export function rosterChanges(
  loaded: ReadonlyMap<number, RosterMark>,
  marks: ReadonlyMap<number, RosterMark>,
): RosterChange[] {
  const changes: RosterChange[] = [];
  for (const [memberId, mark] of marks) {
    const was = loaded.get(memberId) ?? { status: 'absent', reason: '' };
    if (!sameMark(mark, was)) changes.push({ memberId, ...mark, was });
  }
  return changes;
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
