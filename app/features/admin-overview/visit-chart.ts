/** Visits per day for the officer overview, and the geometry of its bar chart (plain SVG, no chart library). */
import { dateInZone } from '../../shared/time/time-zone';

export interface DayCount {
  /** Calendar date in the chapter's time zone, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** The last `days` calendar dates up to today, oldest first, each with its count (0 when none were recorded). */
export function lastDays(counts: readonly DayCount[], now: Date, timeZone: string, days = 30): DayCount[] {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  const [year, month, date] = dateInZone(now, timeZone).split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) => {
    // Calendar arithmetic in UTC, so daylight-saving changes never skip or repeat a date.
    const day = new Date(Date.UTC(year, month - 1, date - (days - 1 - i))).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

/** A round number at or above `value`: 1, 2, 5, 10, 20, 50, ... */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * magnitude >= value) as number;
  return step * magnitude;
}

export interface Bar {
  day: string;
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room on the left for the axis labels and at the bottom for the dates. */
  left: number;
  bottom: number;
}

/** Bars side by side across the box, heights scaled to a round maximum shared with the axis labels. */
export function barLayout(points: readonly DayCount[], box: ChartBox): { bars: Bar[]; max: number } {
  const max = niceCeiling(Math.max(0, ...points.map((p) => p.count)));
  const plotWidth = box.width - box.left;
  const plotHeight = box.height - box.bottom;
  const slot = points.length > 0 ? plotWidth / points.length : 0;
  const bars = points.map((p, i) => {
    const height = (p.count / max) * plotHeight;
    return {
      day: p.day,
      count: p.count,
      x: box.left + i * slot + slot * 0.15,
      y: plotHeight - height,
      width: slot * 0.7,
      height,
    };
  });
  return { bars, max };
}
