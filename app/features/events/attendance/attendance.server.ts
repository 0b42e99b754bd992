import { and, eq, inArray, sql } from 'drizzle-orm';
import { attendance, eventPoints, events } from '../../../../db/schema';
import type { Tx } from '../../../shared/db/db.server';

export type AttendanceStatus = 'attended' | 'excused' | 'absent';

export interface AttendanceMark {
  memberId: number;
  status: AttendanceStatus;
  /** Why an excused member was excused; kept only with 'excused'. */
  reason?: string | null;
}

/**
 * Writes members' attendance at one event and makes their points follow, inside the caller's transaction: attended
 * gives the event's points, excused and absent give none. A cell the Scribe typed in the points sheet (overridden)
 * is never touched. Absent is no row at all.
 */
export async function recordAttendance(
  tx: Tx,
  eventId: number,
  marks: readonly AttendanceMark[],
  how: 'check-in' | 'roster',
  recordedBy: number | null,
): Promise<void> {
  if (marks.length === 0) return;
  const memberIds = marks.map((m) => m.memberId);
  await tx.delete(attendance).where(and(eq(attendance.eventId, eventId), inArray(attendance.memberId, memberIds)));
  const present = marks.filter((m) => m.status !== 'absent');
  if (present.length > 0) {
    await tx.insert(attendance).values(
      present.map((m) => ({
        eventId,
        memberId: m.memberId,
        status: m.status as 'attended' | 'excused',
        how,
        reason: m.status === 'excused' ? (m.reason ?? null) : null,
        recordedBy,
      })),
    );
  }
  await syncPoints(tx, eventId, memberIds);
}

/**
 * Recomputes the event's points cells that attendance owns, for the given members or (null) everyone: the cells
 * not overridden are removed, then attended members get the event's points. Used after attendance changes and
 * after an event's points change.
 */
export async function syncPoints(tx: Tx, eventId: number, memberIds: readonly number[] | null): Promise<void> {
  const forMembers = (column: typeof eventPoints.memberId | typeof attendance.memberId) =>
    memberIds === null ? sql`true` : inArray(column, [...memberIds]);
  await tx
    .delete(eventPoints)
    .where(and(eq(eventPoints.eventId, eventId), eq(eventPoints.overridden, false), forMembers(eventPoints.memberId)));
  await tx.execute(sql`
    insert into ${eventPoints} (member_id, event_id, points, overridden)
    select ${attendance.memberId}, ${attendance.eventId}, ${events.points}, false
    from ${attendance} join ${events} on ${events.id} = ${attendance.eventId}
    where ${attendance.eventId} = ${eventId} and ${attendance.status} = 'attended' and ${events.points} > 0
      and ${forMembers(attendance.memberId)}
    on conflict (member_id, event_id) do nothing`);
}
