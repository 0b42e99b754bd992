import { describe, expect, it } from 'vitest';
import { POINTS_SOURCE_TEXT, summarizePoints, type EventPointsEntry } from './points';

const entry = (
  eventId: number,
  points: number,
  day: number,
  source: EventPointsEntry['source'] = 'override',
): EventPointsEntry => ({
  eventId,
  name: `Event ${eventId}`,
  date: new Date(Date.UTC(2026, 0, day)),
  points,
  source,
});

describe('summarizePoints', () => {
  it('totals the event points and lists only events above 0, oldest first', () => {
    const summary = summarizePoints(
      [entry(3, 200, 20, 'check-in'), entry(1, 300, 5, 'roster'), entry(2, 0, 10), entry(4, 150, 1)],
      2500,
    );
    expect(summary.total).toBe(650);
    expect(summary.breakdown).toEqual([
      { eventId: 4, name: 'Event 4', points: 150, source: 'override' },
      { eventId: 1, name: 'Event 1', points: 300, source: 'roster' },
      { eventId: 3, name: 'Event 3', points: 200, source: 'check-in' },
    ]);
    expect(summary.percent).toBe(26);
  });

  it('is zero with no events', () => {
    expect(summarizePoints([], 2500)).toEqual({ total: 0, goal: 2500, percent: 0, breakdown: [] });
  });

  it('caps the progress bar at the goal but keeps the real total', () => {
    const summary = summarizePoints([entry(1, 2000, 1), entry(2, 900, 2)], 2500);
    expect(summary.total).toBe(2900);
    expect(summary.percent).toBe(100);
  });

  it('rounds the bar to a tenth of a percent', () => {
    expect(summarizePoints([entry(1, 1, 1)], 2500).percent).toBe(0);
    expect(summarizePoints([entry(1, 10, 1)], 2500).percent).toBe(0.4);
  });
});

describe('how points came', () => {
  it('reads as the breakdown says it', () => {
    expect(POINTS_SOURCE_TEXT).toEqual({
      'check-in': 'Checked in',
      roster: 'Marked on the roster',
      override: 'Set in the points sheet',
    });
  });
});
