import { HOW_TEXT, OVERRIDE_TEXT } from '../events';

/**
 * How a member's points at an event came: they checked in, an officer marked them on the roster, or the Scribe
 * typed the cell in the points sheet (an override, which attendance never changes).
 */
export type PointsSource = 'check-in' | 'roster' | 'override';

export const POINTS_SOURCE_TEXT: Readonly<Record<PointsSource, string>> = { ...HOW_TEXT, override: OVERRIDE_TEXT };

/** A member's points at one event. */
export interface EventPointsEntry {
  eventId: number;
  name: string;
  date: Date;
  points: number;
  source: PointsSource;
}

export interface PointsSummary {
  total: number;
  goal: number;
  /** Share of the goal reached, 0 to 100, for the progress bar. */
  percent: number;
  /** Events that earned points, oldest first (points above 0). */
  breakdown: { eventId: number; name: string; points: number; source: PointsSource }[];
}

/** A member's points are the sum of their event points: computed here, never stored as a total (see README.md). */
export function summarizePoints(entries: readonly EventPointsEntry[], goal: number): PointsSummary {
  const earned = entries
    .filter((e) => e.points > 0)
    .toSorted((a, b) => a.date.getTime() - b.date.getTime() || a.eventId - b.eventId);
  const total = earned.reduce((sum, e) => sum + e.points, 0);
  const percent = goal > 0 ? Math.min(100, Math.round((total / goal) * 1000) / 10) : 0;
  return {
    total,
    goal,
    percent,
    breakdown: earned.map(({ eventId, name, points, source }) => ({ eventId, name, points, source })),
  };
}
