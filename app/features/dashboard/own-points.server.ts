import { and, eq } from 'drizzle-orm';
import { attendance, eventPoints, events } from '../../../db/schema';
import type { EventPointsEntry, PointsSource } from './points';
import { db } from '../../shared/db/db.server';

/** The member's points at each event they have points for, with how each cell came. */
export async function findPointsEntries(memberId: number): Promise<EventPointsEntry[]> {
  const rows = await db()
    .select({
      eventId: events.id,
      name: events.name,
      date: events.startsAt,
      points: eventPoints.points,
      overridden: eventPoints.overridden,
      how: attendance.how,
    })
    .from(eventPoints)
    .innerJoin(events, eq(events.id, eventPoints.eventId))
    .leftJoin(attendance, and(eq(attendance.eventId, eventPoints.eventId), eq(attendance.memberId, memberId)))
    .where(eq(eventPoints.memberId, memberId));
  return rows.map(({ overridden, how, ...entry }) => ({ ...entry, source: sourceOf(overridden, how) }));
}

/**
 * A typed cell is an override whatever the attendance says; any other cell follows attendance, so it came from the
 * member's attendance row (a cell attendance wrote without one cannot exist, as `syncPoints` removes it).
 */
function sourceOf(overridden: boolean, how: 'check-in' | 'roster' | null): PointsSource {
  return overridden || how === null ? 'override' : how;
}
