import { eq } from 'drizzle-orm';
import { eventPoints, events } from '../../../db/schema';
import type { EventPointsEntry } from './points';
import { db } from '../../shared/db/db.server';

/** The member's points at each event they have points for. */
export async function findPointsEntries(memberId: number): Promise<EventPointsEntry[]> {
  return db()
    .select({ eventId: events.id, name: events.name, date: events.startsAt, points: eventPoints.points })
    .from(eventPoints)
    .innerJoin(events, eq(events.id, eventPoints.eventId))
    .where(eq(eventPoints.memberId, memberId));
}
