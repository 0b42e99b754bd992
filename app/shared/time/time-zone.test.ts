import { describe, expect, it } from 'vitest';
import { dateInZone, zonedTimeToInstant, zoneOffsetMs } from './time-zone';

const HOUR = 60 * 60 * 1000;

describe('time zone arithmetic', () => {
  it('reads the offset of Pacific time in summer and in winter', () => {
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-01-08T12:00:00Z'), 'America/Los_Angeles')).toBe(-8 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-01-08T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('gives the local calendar date, which lags UTC in the evening', () => {
    expect(dateInZone(new Date('2026-11-23T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
    expect(dateInZone(new Date('2026-11-23T03:00:00Z'), 'UTC')).toBe('2026-11-23');
  });
});

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
