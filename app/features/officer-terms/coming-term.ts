/**
 * A member's coming term: the position they take on a day soon, so the dashboard can prepare them for it. Days are
 * the chapter's (YYYY-MM-DD in Los Angeles), like every other rule of terms.
 */
import { dayBefore } from './term-days';
import { positionOn, type OfficerTerm } from './term-rules';

/** How many days ahead a member sees the position they are about to take. */
export const COMING_TERM_DAYS = 30;

export interface ComingTerm {
  position: string;
  startsOn: string;
}

/** Whole days from one day to a later one (negative when it is earlier). */
export function daysFrom(day: string, later: string): number {
  return (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;
}

/**
 * The term of `memberId` that starts after `today` and at most COMING_TERM_DAYS days from it, the soonest first; null
 * when none. On its first day it is no longer coming: it is the current position. A term that only carries on a
 * position the member already holds the day before (re-elected) is nothing new to prepare for.
 */
export function comingTermOf(terms: readonly OfficerTerm[], memberId: number, today: string): ComingTerm | null {
  const next = terms
    .filter((term) => term.memberId === memberId)
    .filter((term) => term.startsOn > today && daysFrom(today, term.startsOn) <= COMING_TERM_DAYS)
    .filter((term) => positionOn(terms, memberId, dayBefore(term.startsOn)) !== term.position)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0];
  return next ? { position: next.position, startsOn: next.startsOn } : null;
}
