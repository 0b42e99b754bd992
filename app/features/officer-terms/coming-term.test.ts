import { describe, expect, it } from 'vitest';
import { comingTermOf, daysFrom } from './coming-term';
import { chapterDay } from '../../shared/text/chapter-day';
import type { OfficerTerm } from './term-rules';

const vice = {
  id: 1,
  memberId: 7,
  memberName: 'Ana Beta',
  position: 'Vice Regent',
  startsOn: '2027-01-01',
  endsOn: null,
};
const comingOn = (instant: string, terms: OfficerTerm[] = [vice]) =>
  comingTermOf(terms, 7, chapterDay(new Date(instant)));

describe('the coming term', () => {
  it('counts whole days between two days, across a daylight saving change', () => {
    expect(daysFrom('2026-12-02', '2027-01-01')).toBe(30);
    expect(daysFrom('2027-03-01', '2027-04-01')).toBe(31);
    expect(daysFrom('2027-01-01', '2026-12-31')).toBe(-1);
  });

  it('is shown from 30 days before the first day in Los Angeles, not 31', () => {
    // December 1, 11:59 PM in Los Angeles is already December 2 in UTC: still 31 days before.
    expect(comingOn('2026-12-02T07:59:59Z')).toBeNull();
    expect(comingOn('2026-12-02T08:00:00Z')).toEqual({ position: 'Vice Regent', startsOn: '2027-01-01' });
    expect(comingOn('2026-12-03T20:00:00Z')).toEqual({ position: 'Vice Regent', startsOn: '2027-01-01' });
  });

  it('is shown through the last day before the term and gone from its first day in Los Angeles', () => {
    expect(comingOn('2027-01-01T07:59:59Z')).toEqual({ position: 'Vice Regent', startsOn: '2027-01-01' });
    expect(comingOn('2027-01-01T08:00:00Z')).toBeNull();
  });

  it('is the soonest of two coming terms, and only the member’s own', () => {
    const treasurer = { ...vice, id: 2, position: 'Treasurer', startsOn: '2026-12-20', endsOn: '2026-12-31' };
    const someoneElse = { ...vice, id: 3, memberId: 8, position: 'Regent', startsOn: '2026-12-10' };
    expect(comingOn('2026-12-05T20:00:00Z', [vice, treasurer, someoneElse])).toEqual({
      position: 'Treasurer',
      startsOn: '2026-12-20',
    });
  });

  it('is not a position the member already holds the day before (re-elected)', () => {
    const now = { ...vice, id: 4, startsOn: '2026-01-01', endsOn: '2026-12-31' };
    expect(comingOn('2026-12-20T20:00:00Z', [now, vice])).toBeNull();
  });
});
