import { describe, expect, it } from 'vitest';
import { eventRateText, UNDER_WAY } from './attendance-text';

describe("an event's rate as the officers' page and /admin's chart write it", () => {
  it('is a whole percentage once the event has ended', () => {
    expect(eventRateText({ attended: 2, outOf: 3, rate: 2 / 3, underWay: false })).toBe('67%');
  });

  it('is a dash when every active member was excused', () => {
    expect(eventRateText({ attended: 0, outOf: 0, rate: null, underWay: false })).toBe('—');
  });

  it('says the event is under way until it ends, whatever has been counted so far', () => {
    expect(eventRateText({ attended: 5, outOf: 0, rate: null, underWay: true })).toBe(UNDER_WAY);
  });
});
