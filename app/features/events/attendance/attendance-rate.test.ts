import { describe, expect, it } from 'vitest';
import {
  countsTowardRate,
  eventRate,
  memberRate,
  percent,
  ratesByCategory,
  type MemberAtEvent,
} from './attendance-rate';

const e = (
  category: MemberAtEvent['category'],
  expected: boolean,
  status: MemberAtEvent['status'],
  underWay = false,
): MemberAtEvent => ({ category, expected, status, underWay });

describe('a member’s rate', () => {
  it('counts expected events and attended ones, never excused ones', () => {
    expect(countsTowardRate(e('service', true, 'absent'))).toBe(true);
    expect(countsTowardRate(e('service', true, 'attended'))).toBe(true);
    expect(countsTowardRate(e('service', false, 'attended'))).toBe(true);
    expect(countsTowardRate(e('service', false, 'absent'))).toBe(false);
    expect(countsTowardRate(e('service', true, 'excused'))).toBe(false);
    expect(countsTowardRate(e('service', false, 'excused'))).toBe(false);
  });

  it('does not count an expected event under way as missed, but counts it once attended', () => {
    expect(countsTowardRate(e('chapter-meeting', true, 'absent', true))).toBe(false);
    expect(countsTowardRate(e('chapter-meeting', true, 'attended', true))).toBe(true);
    expect(memberRate([e('chapter-meeting', true, 'attended'), e('chapter-meeting', true, 'absent', true)])).toEqual({
      attended: 1,
      outOf: 1,
      rate: 1,
    });
  });

  it('is attended ÷ counted events', () => {
    const events = [
      e('chapter-meeting', true, 'attended'),
      e('chapter-meeting', true, 'absent'),
      e('chapter-meeting', true, 'excused'),
      e('chapter-meeting', true, 'attended'),
      e('social', false, 'absent'),
    ];
    expect(memberRate(events)).toEqual({ attended: 2, outOf: 3, rate: 2 / 3 });
    expect(percent(memberRate(events))).toBe('67%');
  });

  it('has nothing to count with no counted events', () => {
    expect(memberRate([e('social', false, 'absent'), e('rush', true, 'excused')])).toEqual({
      attended: 0,
      outOf: 0,
      rate: null,
    });
    expect(percent({ attended: 0, outOf: 0, rate: null })).toBe('—');
  });

  it('is given per category in the categories’ order, leaving out categories with nothing to count', () => {
    const rates = ratesByCategory([
      e('professional', false, 'attended'),
      e('chapter-meeting', true, 'absent'),
      e('chapter-meeting', true, 'attended'),
      e('service', false, 'absent'),
      e('brotherhood', true, 'excused'),
    ]);
    expect(rates).toEqual([
      { category: 'professional', label: 'Professional', attended: 1, outOf: 1, rate: 1 },
      { category: 'chapter-meeting', label: 'Chapter meeting', attended: 1, outOf: 2, rate: 0.5 },
    ]);
  });
});

describe('an event’s rate', () => {
  it('is attended ÷ (attended + absent), excused left out', () => {
    expect(eventRate(['attended', 'attended', 'excused', 'absent', 'absent', 'absent'])).toEqual({
      attended: 2,
      excused: 1,
      absent: 3,
      outOf: 5,
      rate: 0.4,
    });
    expect(eventRate(['excused'])).toEqual({ attended: 0, excused: 1, absent: 0, outOf: 0, rate: null });
  });
});
