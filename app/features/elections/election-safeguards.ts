/**
 * What keeps one officer from seating a board alone (docs/decisions/0015-election-safeguards.md): periods that open
 * from now on and last long enough for every member to take part, a quorum no smaller than the bylaws allow, and
 * which positions give an officer tool, whose results another officer must confirm.
 */
import { bylaws, PERMISSIONS, type Role } from '../../config/chapter';
import type { BoardChange } from '../officer-terms/index';
import { ELECTION_MESSAGES } from './messages';
import type { Quorum } from './race-result';
import { DAY_MS } from '../../shared/time/calendar-days';

/** Nominations and voting (a runoff's or a new vote's too) each stay open at least this long. */
export const MIN_PERIOD_MS = DAY_MS;

const HALF: Quorum = { numerator: 1, denominator: 2 };
const atLeast = (a: Quorum, b: Quorum) => a.numerator * b.denominator >= b.numerator * a.denominator;

/** The smallest quorum an election may set: half of the active members, or more when the bylaws say so. */
export const QUORUM_FLOOR: Quorum = atLeast(bylaws.quorumAtLeast, HALF) ? bylaws.quorumAtLeast : HALF;

export const quorumBelowFloor = (quorum: Quorum) => !atLeast(quorum, QUORUM_FLOOR);

/**
 * The quorum an election's results are counted against: its own, or the floor when it was made before the floor
 * with a smaller one. Counting, turnout and the page all read it here.
 */
export function quorumOf(election: { quorumNumerator: number; quorumDenominator: number }): Quorum {
  const own = { numerator: election.quorumNumerator, denominator: election.quorumDenominator };
  return quorumBelowFloor(own) ? QUORUM_FLOOR : own;
}

export interface Periods {
  nominationsOpenAt: Date;
  nominationsCloseAt: Date;
  votingOpenAt: Date;
  votingCloseAt: Date;
}

const tooShort = (opens: Date, closes: Date) => closes.getTime() - opens.getTime() < MIN_PERIOD_MS;

/** The closing fields of the periods shorter than the minimum. */
export function periodIssues(periods: Periods): ('nominationsCloseAt' | 'votingCloseAt')[] {
  const issues: ('nominationsCloseAt' | 'votingCloseAt')[] = [];
  if (tooShort(periods.nominationsOpenAt, periods.nominationsCloseAt)) issues.push('nominationsCloseAt');
  if (tooShort(periods.votingOpenAt, periods.votingCloseAt)) issues.push('votingCloseAt');
  return issues;
}

/** Whether a period would open before the current minute (the form is typed to the minute, so this one is taken). */
export function startsInThePast(opens: Date, instant: Date): boolean {
  return opens.getTime() < Math.floor(instant.getTime() / 60_000) * 60_000;
}

const OPENINGS = ['nominationsOpenAt', 'votingOpenAt'] as const;

/**
 * The election form's fields that break a safeguard, each with its sentence: a period opening in the past (an edit
 * keeps a time it does not change, so a period already open stays as it is), a period shorter than the minimum,
 * a quorum below the floor.
 */
export function safeguardErrors(
  input: Periods & { quorumNumerator: number; quorumDenominator: number },
  instant: Date,
  saved?: Periods,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of OPENINGS) {
    const kept = saved?.[field].getTime() === input[field].getTime();
    if (!kept && startsInThePast(input[field], instant)) errors[field] = ELECTION_MESSAGES.startsInThePast;
  }
  for (const field of periodIssues(input)) errors[field] = ELECTION_MESSAGES.periodTooShort;
  if (quorumBelowFloor({ numerator: input.quorumNumerator, denominator: input.quorumDenominator })) {
    errors.quorumNumerator = ELECTION_MESSAGES.quorumBelowFloor(QUORUM_FLOOR);
  }
  return errors;
}

/** Whether holding a position gives an officer tool: an election's result for it waits for a second officer. */
export const givesATool = (position: string) => (PERMISSIONS[position as Role]?.length ?? 0) > 0;

/**
 * Whether seating a board waits for a second officer: a term it starts or a term it ends gives an officer tool (a
 * sitting Webmaster elected Treasurer loses User Management as surely as a new Webmaster gains it). The server and the
 * election page both ask this of the same plan of terms.
 */
export const needsSecondOfficer = (changes: readonly BoardChange[]) =>
  changes.some((change) => givesATool(change.start.position) || change.ended.some((term) => givesATool(term.position)));
