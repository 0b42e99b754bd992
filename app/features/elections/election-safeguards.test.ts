import { describe, expect, it } from 'vitest';
import type { BoardChange } from '../officer-terms/index';
import {
  givesATool,
  MIN_PERIOD_MS,
  needsSecondOfficer,
  periodIssues,
  QUORUM_FLOOR,
  quorumBelowFloor,
  quorumOf,
  safeguardErrors,
  startsInThePast,
} from './election-safeguards';
import { ELECTION_MESSAGES } from './messages';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('election safeguards', () => {
  it('sets the quorum floor at half of the active members unless the bylaws ask for more', () => {
    expect(QUORUM_FLOOR).toEqual({ numerator: 1, denominator: 2 });
    expect(quorumBelowFloor({ numerator: 1, denominator: 100 })).toBe(true);
    expect(quorumBelowFloor({ numerator: 49, denominator: 100 })).toBe(true);
    expect(quorumBelowFloor({ numerator: 1, denominator: 2 })).toBe(false);
    expect(quorumBelowFloor({ numerator: 2, denominator: 3 })).toBe(false);
  });

  it('keeps nominations and voting open at least 24 hours each', () => {
    expect(MIN_PERIOD_MS).toBe(24 * HOUR);
    const opens = at('2026-12-01T17:00:00Z');
    const times = {
      nominationsOpenAt: opens,
      nominationsCloseAt: new Date(opens.getTime() + 24 * HOUR),
      votingOpenAt: new Date(opens.getTime() + 24 * HOUR),
      votingCloseAt: new Date(opens.getTime() + 48 * HOUR),
    };
    expect(periodIssues(times)).toEqual([]);
    const short = { ...times, nominationsCloseAt: new Date(opens.getTime() + 60_000) };
    expect(periodIssues(short)).toEqual(['nominationsCloseAt']);
    const shortVote = { ...times, votingCloseAt: new Date(times.votingOpenAt.getTime() + 24 * HOUR - 1) };
    expect(periodIssues(shortVote)).toEqual(['votingCloseAt']);
  });

  it('refuses a period opening before the current minute, and takes the current minute', () => {
    const now = at('2026-12-01T17:00:40Z');
    expect(startsInThePast(at('2026-11-30T17:00:00Z'), now)).toBe(true);
    expect(startsInThePast(at('2026-12-01T16:59:00Z'), now)).toBe(true);
    expect(startsInThePast(at('2026-12-01T17:00:00Z'), now)).toBe(false);
    expect(startsInThePast(at('2026-12-02T17:00:00Z'), now)).toBe(false);
  });

  it('knows which positions give an officer tool', () => {
    expect(givesATool('Webmaster')).toBe(true);
    expect(givesATool('Regent')).toBe(true);
    expect(givesATool('Treasurer')).toBe(false);
  });
});

describe('the quorum results are counted against', () => {
  it("is the election's own when it is at least the floor", () => {
    expect(quorumOf({ quorumNumerator: 2, quorumDenominator: 3 })).toEqual({ numerator: 2, denominator: 3 });
    expect(quorumOf({ quorumNumerator: 1, quorumDenominator: 2 })).toEqual({ numerator: 1, denominator: 2 });
  });

  it('is the floor for an election made before the floor with a smaller quorum', () => {
    expect(quorumOf({ quorumNumerator: 1, quorumDenominator: 10 })).toEqual(QUORUM_FLOOR);
  });
});

describe('the election form, checked against the safeguards', () => {
  const now = at('2026-12-01T17:00:40Z');
  const day = 24 * HOUR;
  const fine = {
    nominationsOpenAt: at('2026-12-01T17:00:00Z'),
    nominationsCloseAt: at('2026-12-02T17:00:00Z'),
    votingOpenAt: at('2026-12-03T17:00:00Z'),
    votingCloseAt: at('2026-12-04T17:00:00Z'),
    quorumNumerator: 2,
    quorumDenominator: 3,
  };

  it('passes periods opening from the current minute on, a day long or more, with a quorum at the floor or above', () => {
    expect(safeguardErrors(fine, now)).toEqual({});
  });

  it('marks each period opening in the past', () => {
    const past = { ...fine, nominationsOpenAt: at('2026-11-30T17:00:00Z'), votingOpenAt: at('2026-12-01T16:59:00Z') };
    expect(safeguardErrors(past, now)).toEqual({
      nominationsOpenAt: ELECTION_MESSAGES.startsInThePast,
      votingOpenAt: ELECTION_MESSAGES.startsInThePast,
    });
  });

  it('lets an edit keep a period that has already opened, but not move it into the past', () => {
    const saved = { ...fine, nominationsOpenAt: at('2026-11-28T17:00:00Z') };
    const edit = { ...saved, nominationsCloseAt: at('2026-11-30T17:00:00Z') };
    expect(safeguardErrors(edit, now, saved)).toEqual({});
    expect(safeguardErrors({ ...edit, nominationsOpenAt: at('2026-11-27T17:00:00Z') }, now, saved)).toEqual({
      nominationsOpenAt: ELECTION_MESSAGES.startsInThePast,
    });
  });

  it('marks the close of a period shorter than a day, and a quorum below the floor with the floor', () => {
    const short = { ...fine, votingCloseAt: new Date(fine.votingOpenAt.getTime() + day - 1), quorumNumerator: 1 };
    const errors = safeguardErrors({ ...short, quorumDenominator: 3 }, now);
    expect(errors).toEqual({
      votingCloseAt: ELECTION_MESSAGES.periodTooShort,
      quorumNumerator: "The chapter's bylaws set the quorum at 1 / 2 of the active members or more.",
    });
  });
});

describe('seating a board', () => {
  const change = (position: string, ...endedPositions: string[]): BoardChange => ({
    start: { memberId: 1, memberName: 'Ana Beta', position, startsOn: '2027-01-01' },
    ended: endedPositions.map((ended, i) => ({
      id: i + 1,
      memberId: 2,
      memberName: 'Wes Tau',
      position: ended,
      startsOn: '2026-01-01',
      endsOn: null,
      lastDay: '2026-12-31',
    })),
  });

  it('waits for a second officer when it starts a position with an officer tool', () => {
    expect(needsSecondOfficer([change('Treasurer'), change('Webmaster')])).toBe(true);
  });

  it('waits for a second officer when it ends a term with an officer tool, even if it starts none', () => {
    expect(needsSecondOfficer([change('Treasurer', 'Treasurer', 'Webmaster')])).toBe(true);
  });

  it('goes ahead at once when no term it starts or ends gives a tool', () => {
    expect(needsSecondOfficer([change('Treasurer', 'Treasurer')])).toBe(false);
    expect(needsSecondOfficer([])).toBe(false);
  });
});
