/**
 * The writes of event points that come from the Scribe's points sheet rather than attendance: typed cells, a member's
 * points forgotten, every event reset. Each runs in the caller's transaction; the sheet keeps its own checks.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { eventPoints, events } from '../../../../db/schema';
import type { Tx } from '../../../shared/db/db.server';

/** A cell of the points sheet: a member's points at an event. */
export interface PointCell {
  memberId: number;
  eventId: number;
  points: number;
}

/**
 * Stores typed cells as overrides, which attendance leaves as typed from then on: `existing` cells are updated, the
 * others inserted plainly, so a concurrent insert of the same cell fails with a unique violation (SQLSTATE 23505)
 * instead of being overwritten.
 */
export async function overridePoints(
  tx: Tx,
  existing: readonly PointCell[],
  added: readonly PointCell[],
): Promise<void> {
  for (const c of existing) {
    await tx
      .update(eventPoints)
      .set({ points: c.points, overridden: true })
      .where(and(eq(eventPoints.memberId, c.memberId), eq(eventPoints.eventId, c.eventId)));
  }
  for (let i = 0; i < added.length; i += 1000) {
    const chunk = added.slice(i, i + 1000);
    await tx
      .insert(eventPoints)
      .values(chunk.map(({ memberId, eventId, points }) => ({ memberId, eventId, points, overridden: true })));
  }
}

/** Deletes the members' points at every event. */
export async function deletePointsOf(tx: Tx, memberIds: readonly number[]): Promise<void> {
  await tx.delete(eventPoints).where(inArray(eventPoints.memberId, [...memberIds]));
}

/** Deletes every event and all event points; says how many of each went. */
export async function deleteEveryEvent(tx: Tx): Promise<{ events: number; pointCells: number }> {
  const cleared = await tx.delete(eventPoints).returning({ memberId: eventPoints.memberId });
  const deleted = await tx.delete(events).returning({ id: events.id });
  return { events: deleted.length, pointCells: cleared.length };
}
