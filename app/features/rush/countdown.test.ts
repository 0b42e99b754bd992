import { describe, expect, it } from 'vitest';
import { countdownTo, zonedTimeToInstant } from './countdown';

describe('zonedTimeToInstant', () => {
  it('reads the rush start as 19:00 Pacific Standard Time (UTC-8)', () => {
    expect(zonedTimeToInstant('2026-01-08T19:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-01-09T03:00:00.000Z',
    );
  });

  it('uses daylight time in summer (UTC-7)', () => {
    expect(zonedTimeToInstant('2026-07-04T09:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-04T16:30:00.000Z',
    );
  });

  it('handles the morning after the spring change and other zones', () => {
    expect(zonedTimeToInstant('2026-03-08T03:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-01-08T19:00', 'UTC').toISOString()).toBe('2026-01-08T19:00:00.000Z');
    expect(zonedTimeToInstant('2026-01-08T19:00', 'Asia/Kolkata').toISOString()).toBe('2026-01-08T13:30:00.000Z');
  });

  it('rejects a malformed time', () => {
    expect(() => zonedTimeToInstant('Jan 8 2026', 'UTC')).toThrow('YYYY-MM-DDTHH:mm');
  });
});

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
