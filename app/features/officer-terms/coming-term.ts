/**
 * A member's coming term: the position they take on a later day, shown from the day it is set (a board elected in
 * November sees its January terms at once), so the dashboard can prepare them for it and a tool that turns them
 * away can say when it opens. Days are the chapter's (YYYY-MM-DD in Los Angeles), like every other rule of terms.
 */
import { dayBefore } from '../../shared/time/calendar-days';
import { positionOn, type OfficerTerm } from './term-rules';

export interface ComingTerm {
  position: string;
  startsOn: string;
}

/**
 * The soonest term of `memberId` that starts after `today`, or null; on its first day it is the current position.
 * A term that only carries on the position held the day before (re-elected) is nothing new to prepare for.
 */
export function comingTermOf(terms: readonly OfficerTerm[], memberId: number, today: string): ComingTerm | null {
  const next = terms
    .filter((term) => term.memberId === memberId)
    .filter((term) => term.startsOn > today)
    .filter((term) => positionOn(terms, memberId, dayBefore(term.startsOn)) !== term.position)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0];
  return next ? { position: next.position, startsOn: next.startsOn } : null;
}
