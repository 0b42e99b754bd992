import { describe, expect, it } from 'vitest';
import { dateInZone } from '../../shared/time/time-zone';
import { barLayout, lastDays, niceCeiling } from './visit-chart';

const LA = 'America/Los_Angeles';

describe('lastDays', () => {
  it('lists 30 dates up to today in the chapter time zone, filling gaps with 0', () => {
    // 03:00 UTC on March 2 is still March 1 in California.
    const now = new Date('2026-03-02T03:00:00Z');
    const days = lastDays(
      [
        { day: '2026-03-01', count: 4 },
        { day: '2026-02-01', count: 9 },
        { day: '2026-01-31', count: 7 },
      ],
      now,
      LA,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-01-31', count: 7 });
    expect(days[1]).toEqual({ day: '2026-02-01', count: 9 });
    expect(days[29]).toEqual({ day: '2026-03-01', count: 4 });
    expect(days.filter((d) => d.count > 0)).toHaveLength(3);
  });

  it('neither skips nor repeats a date across a daylight-saving change', () => {
    const days = lastDays([], new Date('2026-03-20T12:00:00Z'), LA).map((d) => d.day);
    expect(new Set(days).size).toBe(30);
    expect(days).toContain('2026-03-08');
    expect(days[29]).toBe(dateInZone(new Date('2026-03-20T12:00:00Z'), LA));
  });
});

describe('chart geometry', () => {
  it('rounds the axis maximum up', () => {
    expect([0, 1, 3, 7, 12, 40, 130].map(niceCeiling)).toEqual([1, 1, 5, 10, 20, 50, 200]);
  });

  it('scales bars to the plot and places them left to right', () => {
    const { bars, max } = barLayout(
      [
        { day: 'a', count: 0 },
        { day: 'b', count: 5 },
        { day: 'c', count: 10 },
      ],
      { width: 330, height: 120, left: 30, bottom: 20 },
    );
    expect(max).toBe(10);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0]);
    expect(bars.map((b) => b.x)).toEqual([45, 145, 245]);
    expect(bars[0]?.width).toBe(70);
  });
});
