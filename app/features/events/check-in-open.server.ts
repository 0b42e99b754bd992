import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { attendance, events } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { checkInState } from './check-in-state';
import { CHECK_IN_COLUMNS } from './check-in.server';

/** The longest grace there is (a day): events that ended before it cannot have check-in open. */
const LONGEST_GRACE_MS = 1440 * 60_000;

/** The events whose check-in is open now and where the member has not checked in (or been marked attended). */
export async function openCheckInsFor(memberId: number, now: Date): Promise<{ id: number; name: string }[]> {
  const rows = await db()
    .select({ ...CHECK_IN_COLUMNS, attended: attendance.status })
    .from(events)
    .leftJoin(
      attendance,
      and(eq(attendance.eventId, events.id), eq(attendance.memberId, memberId), eq(attendance.status, 'attended')),
    )
    .where(
      and(
        isNotNull(events.checkInStartedAt),
        isNull(events.checkInClosedAt),
        gt(events.endsAt, new Date(now.getTime() - LONGEST_GRACE_MS)),
      ),
    );
  return rows
    .filter((row) => row.attended === null && checkInState(row, now).state === 'open')
    .map(({ id, name }) => ({ id, name }));
}

/** An event's name, for the page that finishes a check-in from a pass; null when it is gone. */
export async function eventName(eventId: number): Promise<string | null> {
  const [row] = await db().select({ name: events.name }).from(events).where(eq(events.id, eventId));
  return row?.name ?? null;
}
