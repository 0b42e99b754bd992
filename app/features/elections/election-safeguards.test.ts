import { describe, expect, it } from 'vitest';
import {
  givesATool,
  MIN_PERIOD_MS,
  periodIssues,
  QUORUM_FLOOR,
  quorumBelowFloor,
  startsInThePast,
} from './election-safeguards';

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
