import { describe, expect, it } from 'vitest';
import { comingTermOf } from './coming-term';
import { chapterDay } from '../../shared/time/chapter-day';
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
  it('is shown from the day it is set, however far ahead it starts', () => {
    expect(comingOn('2026-11-02T20:00:00Z')).toEqual({ position: 'Vice Regent', startsOn: '2027-01-01' });
    expect(comingOn('2026-06-01T20:00:00Z')).toEqual({ position: 'Vice Regent', startsOn: '2027-01-01' });
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
