import { describe, expect, it } from 'vitest';
import { dateInZone, zoneOffsetMs } from './time-zone';

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
