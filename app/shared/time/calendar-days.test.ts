import { describe, expect, it } from 'vitest';
import { chapterDay } from './chapter-day';
import { addDays, dayBefore, dayText, daysBetween, isDay } from './calendar-days';
import { zonedTimeToInstant } from './time-zone';

describe('term days', () => {
  it('accept only real calendar days written YYYY-MM-DD', () => {
    expect(isDay('2027-01-01')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-13-01')).toBe(false);
    expect(isDay('2027-1-1')).toBe(false);
    expect(isDay('January 1, 2027')).toBe(false);
  });

  it('step back across months, years and leap days', () => {
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
    expect(dayBefore('2026-11-02')).toBe('2026-11-01');
  });

  it('read the day in Los Angeles, not UTC: 11:30 PM on December 31 there is still December 31', () => {
    expect(chapterDay(new Date('2027-01-01T07:30:00Z'))).toBe('2026-12-31');
    expect(chapterDay(new Date('2027-01-01T08:00:00Z'))).toBe('2027-01-01');
  });

  it('start a day at midnight in Los Angeles on both sides of daylight saving', () => {
    // Clocks spring forward on March 14, 2027 (PST, UTC-8, before) and fall back on November 7, 2027 (PDT, UTC-7).
    const springMidnight = zonedTimeToInstant('2027-03-14T00:00', 'America/Los_Angeles');
    expect(springMidnight.toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect(chapterDay(new Date(springMidnight.getTime() - 1))).toBe('2027-03-13');
    expect(chapterDay(springMidnight)).toBe('2027-03-14');
    const fallMidnight = zonedTimeToInstant('2027-11-07T00:00', 'America/Los_Angeles');
    expect(fallMidnight.toISOString()).toBe('2027-11-07T07:00:00.000Z');
    expect(chapterDay(new Date(fallMidnight.getTime() - 1))).toBe('2027-11-06');
    expect(chapterDay(fallMidnight)).toBe('2027-11-07');
    // The day after the change is 25 hours long: 11 PM that night is still November 7.
    expect(chapterDay(new Date('2027-11-08T07:59:59Z'))).toBe('2027-11-07');
  });

  it('say a day as the chapter writes dates, whatever the server zone', () => {
    expect(dayText('2027-01-01')).toBe('January 1, 2027');
    expect(dayText('2026-12-31')).toBe('December 31, 2026');
  });
});

describe('addDays and daysBetween', () => {
  it('count calendar days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });
});
