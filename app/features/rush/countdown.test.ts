import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown';

describe('countdownTo', () => {
  const target = Date.parse('2026-01-09T03:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(countdownTo(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('rounds a partial second down', () => {
    expect(countdownTo(target, target - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null at the moment and after it', () => {
    expect(countdownTo(target, target)).toBeNull();
    expect(countdownTo(target, target - 999)).toBeNull();
    expect(countdownTo(target, Date.parse('2026-11-22T12:00:00Z'))).toBeNull();
  });
});
