import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  seasonYear,
  clockTime,
  seasonBounds,
  seasonDates,
  seasonEndsOn,
  seasonIssues,
  seasonPhase,
  suggestedEndsOn,
} from './rush-season';

const LA = 'America/Los_Angeles';
const at = (iso: string) => Date.parse(iso);

describe('the rush season in time', () => {
  // 19:00 on 7 January 2027 in Santa Clara is 03:00 UTC on the 8th; the midnight after 22 January is 08:00 UTC.
  // Made in each test, so that mutation testing sees which tests read it.
  const season = () => seasonBounds('2027-01-07T19:00', '2027-01-22', LA);

  it('runs from the start time in the chapter time zone to the midnight after its last day', () => {
    expect(season()).toEqual({ start: at('2027-01-08T03:00:00Z'), end: at('2027-01-23T08:00:00Z') });
  });

  it('is before the season until the start, and during it from the start on', () => {
    expect(seasonPhase(season(), at('2026-11-25T12:00:00Z'))).toBe('before');
    expect(seasonPhase(season(), season().start - 1)).toBe('before');
    expect(seasonPhase(season(), season().start)).toBe('during');
  });

  it('is during the season through 23:59 of its last day in Santa Clara, and after it from midnight', () => {
    expect(seasonPhase(season(), at('2027-01-23T07:59:59.999Z'))).toBe('during');
    expect(seasonPhase(season(), at('2027-01-23T08:00:00Z'))).toBe('after');
    expect(seasonPhase(season(), at('2027-06-01T00:00:00Z'))).toBe('after');
  });

  it('ends at the local midnight across a daylight-saving change', () => {
    // Clocks go forward on 14 March 2027: the midnight after the 13th is still standard time, after the 14th not.
    expect(seasonBounds('2027-03-01T19:00', '2027-03-13', LA).end).toBe(at('2027-03-14T08:00:00Z'));
    expect(seasonBounds('2027-03-01T19:00', '2027-03-14', LA).end).toBe(at('2027-03-15T07:00:00Z'));
  });

  it('may start and end on the same day', () => {
    const oneDay = seasonBounds('2027-01-07T19:00', '2027-01-07', LA);
    expect(seasonPhase(oneDay, at('2027-01-08T07:59:59Z'))).toBe('during');
    expect(seasonPhase(oneDay, at('2027-01-08T08:00:00Z'))).toBe('after');
  });
});

describe('a season saved before seasons had a last day', () => {
  const week = (...dates: (string | null)[]) => ({ items: dates.map((date) => ({ date })) });

  it('ends two weeks after its first day, or on its last dated event when that is later', () => {
    expect(suggestedEndsOn('2026-01-08T19:00', [week(null, null)])).toBe('2026-01-22');
    expect(suggestedEndsOn('2026-01-08T19:00', [week('2026-01-09'), week('2026-01-30', null)])).toBe('2026-01-30');
    expect(suggestedEndsOn('2026-12-28T19:00', [week(null)])).toBe('2027-01-11');
  });

  it('keeps a saved last day', () => {
    expect(seasonEndsOn({ startsAt: '2026-01-08T19:00', endsOn: '2026-01-10', timeline: [week(null)] })).toBe(
      '2026-01-10',
    );
    expect(seasonEndsOn({ startsAt: '2026-01-08T19:00', timeline: [week(null)] })).toBe('2026-01-22');
  });
});

describe('the year a season is named for', () => {
  it('is the year it starts, even when it ends in the next', () => {
    expect(seasonYear('2027-01-07T19:00')).toBe(2027);
    expect(seasonYear('2026-12-28T19:00')).toBe(2026);
  });
});

describe('rush dates as the site writes them', () => {
  it("writes a day without its year in the season's year, with it otherwise", () => {
    expect(calendarDay('2027-01-07', 2027)).toBe('Thu, Jan 7');
    expect(calendarDay('2027-01-02', 2026)).toBe('Sat, Jan 2, 2027');
  });

  it('writes times on a 12-hour clock', () => {
    expect(clockTime('19:00')).toBe('7:00 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
  });

  it('writes the season with its year once, or twice when it spans two', () => {
    expect(seasonDates('2027-01-07T19:00', '2027-01-22')).toBe('Thu, Jan 7 to Fri, Jan 22, 2027');
    expect(seasonDates('2026-12-28T19:00', '2027-01-08')).toBe('Mon, Dec 28, 2026 to Fri, Jan 8, 2027');
  });
});

describe('what a season to be saved may not do', () => {
  const item = (date: string | null) => ({ date });
  const rush = (endsOn: string, ...dates: (string | null)[]) => ({
    startsAt: '2027-01-07T19:00',
    endsOn,
    timeline: [{ items: dates.map(item) }],
  });

  it('end before the day it starts', () => {
    expect(seasonIssues(rush('2027-01-06'))).toEqual([
      { path: ['endsOn'], message: 'The last day of rush must be on or after the day rush starts (Thu, Jan 7, 2027).' },
    ]);
    expect(seasonIssues(rush('2027-01-07'))).toEqual([]);
  });

  it('hold an event dated outside it, and says the season dates', () => {
    const outside =
      "This date is outside the rush season (Thu, Jan 7 to Fri, Jan 22, 2027). Pick a day in the season, change the season's dates above, or leave the date empty.";
    expect(seasonIssues(rush('2027-01-22', '2027-01-06', '2027-01-07', null, '2027-01-22', '2027-01-23'))).toEqual([
      { path: ['timeline', 0, 'items', 0, 'date'], message: outside },
      { path: ['timeline', 0, 'items', 4, 'date'], message: outside },
    ]);
  });

  it('leaves malformed dates to their own checks', () => {
    expect(seasonIssues(rush('', '2020-01-01'))).toEqual([]);
    expect(seasonIssues({ ...rush('2027-01-22', 'soon'), startsAt: 'Jan 7' })).toEqual([]);
    expect(seasonIssues(rush('2027-01-22', 'soon', '2027-01-06x'))).toEqual([]);
    expect(seasonIssues(rush('2027-01-22x', '2027-02-01'))).toEqual([]);
    expect(seasonIssues(rush('x2027-01-22', '2027-01-06'))).toEqual([]);
  });
});
