/**
 * The rules of officer terms, without the database: who holds what on a day, and what assigning a position or ending
 * a term changes. A term covers `startsOn` through `endsOn`, both included; `endsOn` null runs on without end.
 */
import { messages, type TermText } from './messages';
import { dayBefore } from '../../shared/time/calendar-days';

export interface OfficerTerm extends TermText {
  id: number;
  memberId: number;
}

/** Whether a term covers a day (YYYY-MM-DD in the chapter's time zone). */
export const covers = (term: Pick<OfficerTerm, 'startsOn' | 'endsOn'>, day: string) =>
  term.startsOn <= day && (term.endsOn === null || day <= term.endsOn);

/** A member's position on a day, from their terms: the one whose term covers it, or null. */
export function positionOn(terms: readonly OfficerTerm[], memberId: number, day: string): string | null {
  return terms.find((term) => term.memberId === memberId && covers(term, day))?.position ?? null;
}

export interface Assignment {
  memberId: number;
  position: string;
  startsOn: string;
}

export type Plan<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * What assigning a position from a day changes: terms running that day end the day before; a term beginning on or
 * after it is a next term already decided, so the assignment is refused naming it rather than cutting it silently.
 */
export function planAssignment(assignment: Assignment, existing: readonly OfficerTerm[]): Plan<{ end: OfficerTerm[] }> {
  const relevant = existing.filter(
    (term) =>
      (term.memberId === assignment.memberId || term.position === assignment.position) &&
      (term.endsOn === null || term.endsOn >= assignment.startsOn),
  );
  const same = relevant.find(
    (term) =>
      term.memberId === assignment.memberId &&
      term.position === assignment.position &&
      covers(term, assignment.startsOn),
  );
  if (same) return { ok: false, message: messages.alreadyHolds(same) };
  const later = relevant.find((term) => term.startsOn >= assignment.startsOn);
  if (later) return { ok: false, message: messages.laterTerm(later) };
  return { ok: true, value: { end: relevant } };
}

/**
 * Whether a term may be ended on a last day: not before its first day (a term not begun is removed instead), and
 * only sooner than it already ends, since ending it later could run into the next holder's term.
 */
export function planEnd(term: OfficerTerm, lastDay: string): Plan<{ lastDay: string }> {
  if (lastDay < term.startsOn) return { ok: false, message: messages.endBeforeStart(term) };
  if (term.endsOn !== null && lastDay >= term.endsOn) {
    return { ok: false, message: messages.alreadyEnds({ ...term, endsOn: term.endsOn }) };
  }
  return { ok: true, value: { lastDay } };
}

/**
 * Whether a term may be removed: one that starts today or later. A term begun before today is history and stays; one
 * begun today may still be a mistake made this morning (the form's first day is today), and removing it is the only
 * way to give the position back to its holder from today.
 */
export function planRemoval(term: OfficerTerm, today: string): Plan<null> {
  return term.startsOn >= today ? { ok: true, value: null } : { ok: false, message: messages.started(term) };
}

/** A term an assignment ended the day before, as the assignment's audit row recorded it: the last day it set, and
 * the one it had (null: none; absent in rows written before it was recorded). */
export interface EndedByAssignment {
  termId: number;
  endsOn: string;
  endedOn?: string | null;
}

/** A term given back its last day: `endsOn` is the one it runs to again, `endedOn` the day the assignment ended it. */
export interface GivenBack extends OfficerTerm {
  endedOn: string;
}

const overlap = (a: OfficerTerm, b: OfficerTerm) =>
  a.startsOn <= (b.endsOn ?? '9999-12-31') && b.startsOn <= (a.endsOn ?? '9999-12-31');

/**
 * What removing a term gives back: each term its assignment ended gets back the last day it had, unless it was
 * changed since, or a term of its member or position (the removed one aside) is now in the way. The page's
 * confirmation and the removal itself both follow it.
 */
export function planGiveBack(
  removedId: number,
  ended: readonly EndedByAssignment[],
  board: readonly OfficerTerm[],
): GivenBack[] {
  let after = board.filter((term) => term.id !== removedId);
  const given: GivenBack[] = [];
  for (const entry of ended) {
    const term = after.find((candidate) => candidate.id === entry.termId);
    if (entry.endedOn === undefined || !term || term.endsOn !== entry.endsOn) continue;
    const back = { ...term, endsOn: entry.endedOn, endedOn: entry.endsOn };
    const inTheWay = after.some(
      (other) =>
        other.id !== term.id &&
        (other.memberId === term.memberId || other.position === term.position) &&
        overlap(other, back),
    );
    if (inTheWay) continue;
    after = after.map((candidate) => (candidate.id === term.id ? { ...term, endsOn: back.endsOn } : candidate));
    given.push(back);
  }
  return given;
}

/**
 * What a member leaving the active list on a day (converted to alumni) does to their terms: the term running that
 * day ends on it (unless it already ends then), and the terms not begun by then are removed, since alumni hold no
 * position. Past terms stay as history.
 */
export function planLeaving<T extends Pick<OfficerTerm, 'startsOn' | 'endsOn'>>(
  terms: readonly T[],
  day: string,
): { end: T | null; remove: T[] } {
  const running = terms.find((term) => covers(term, day) && term.endsOn !== day) ?? null;
  return { end: running, remove: terms.filter((term) => term.startsOn > day) };
}

export interface BoardChange {
  start: Assignment & { memberName: string };
  /** The terms this assignment ends the day before its first day. */
  ended: (OfficerTerm & { lastDay: string })[];
}

/**
 * What assigning several positions in turn starts and ends, each judged on the terms as the ones before it left
 * them (as `assignPositions` does): what a confirmation lists before anything is written. Refused as the first
 * assignment that would be refused.
 */
export function planBoard(
  assignments: readonly (Assignment & { memberName: string })[],
  existing: readonly OfficerTerm[],
): Plan<BoardChange[]> {
  let terms = [...existing];
  const changes: BoardChange[] = [];
  for (const assignment of assignments) {
    const plan = planAssignment(assignment, terms);
    if (!plan.ok) return plan;
    const lastDay = dayBefore(assignment.startsOn);
    const ended = plan.value.end.map((term) => ({ ...term, lastDay }));
    terms = terms.map((term) => (ended.some((e) => e.id === term.id) ? { ...term, endsOn: lastDay } : term));
    terms.push({ ...assignment, id: -changes.length - 1, endsOn: null });
    changes.push({ start: assignment, ended });
  }
  return { ok: true, value: changes };
}
