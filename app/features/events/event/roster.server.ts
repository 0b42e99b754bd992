import { and, asc, eq, inArray } from 'drizzle-orm';
import { attendance, eventPoints, events, members } from '../../../../db/schema';
import { db } from '../../../shared/db/db.server';
import { recordAudit } from '../../../shared/db/audit.server';
import { inTransaction } from '../../../shared/db/transaction.server';
import { refuse } from '../../../shared/forms/refusal';
import { EVENT_MESSAGES } from '../messages';
import { recordAttendance } from '../attendance/attendance.server';
import { ABSENT, markCounts, sameMark, type RosterChange, type RosterMark } from './roster-rules';

/** A row of an event's roster: an active member, their mark, how it came and their points cell if the Scribe set it. */
export interface RosterRow extends RosterMark {
  memberId: number;
  firstName: string;
  lastName: string;
  how: 'check-in' | 'roster' | null;
  /** When the mark was recorded (ISO); with how = 'check-in', when the member checked in. */
  recordedAt: string | null;
  /** The points the Scribe typed for this member at this event, which attendance leaves alone; null when none. */
  overriddenPoints: number | null;
}

/** Every active member by last name, with their mark at the event (no attendance row: absent). */
export async function loadRoster(eventId: number): Promise<RosterRow[]> {
  const rows = await db()
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      status: attendance.status,
      how: attendance.how,
      reason: attendance.reason,
      recordedAt: attendance.recordedAt,
      points: eventPoints.points,
      overridden: eventPoints.overridden,
    })
    .from(members)
    .leftJoin(attendance, and(eq(attendance.memberId, members.id), eq(attendance.eventId, eventId)))
    .leftJoin(eventPoints, and(eq(eventPoints.memberId, members.id), eq(eventPoints.eventId, eventId)))
    .where(eq(members.status, 'active'))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
  return rows.map((r) => ({
    memberId: r.memberId,
    firstName: r.firstName,
    lastName: r.lastName,
    status: r.status ?? 'absent',
    reason: r.reason ?? '',
    how: r.how,
    recordedAt: r.recordedAt?.toISOString() ?? null,
    overriddenPoints: r.overridden ? r.points : null,
  }));
}

/**
 * Saves a roster's changed rows in one transaction; refused (409) when a row no longer holds the mark the page loaded
 * or names a member no longer active. The event row stays locked for the comparison, so check-ins wait for it.
 */
export async function saveRoster(actorId: number, eventId: number, changes: readonly RosterChange[]) {
  return inTransaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    if (!event) refuse(404, EVENT_MESSAGES.notFound);
    const ids = changes.map((c) => c.memberId);
    const [people, current] = await Promise.all([
      tx
        .select({ firstName: members.firstName, lastName: members.lastName, status: members.status })
        .from(members)
        .where(inArray(members.id, ids))
        .orderBy(asc(members.lastName), asc(members.firstName)),
      tx
        .select({ memberId: attendance.memberId, status: attendance.status, reason: attendance.reason })
        .from(attendance)
        .where(and(eq(attendance.eventId, eventId), inArray(attendance.memberId, ids))),
    ]);
    const now = new Map<number, RosterMark>(
      current.map((r) => [r.memberId, { status: r.status, reason: r.reason ?? '' }]),
    );
    // Stale first: a page told only that someone left reloads its rows and keeps its marks, which must not then
    // stand on marks another officer saved meanwhile.
    if (changes.some((c) => !sameMark(now.get(c.memberId) ?? ABSENT, c.was))) refuse(409, EVENT_MESSAGES.rosterStale);
    const left = people.filter((p) => p.status !== 'active').map((p) => `${p.firstName} ${p.lastName}`);
    const active = people.length - left.length;
    if (active !== ids.length) {
      // The page reads its rows again on `membersLeft`, keeping the officer's marks on the others.
      refuse(409, EVENT_MESSAGES.rosterNotMember(left, active > 0), { extra: { membersLeft: true } });
    }
    const marks = changes.map((c) => ({
      memberId: c.memberId,
      status: c.status,
      reason: c.status === 'excused' ? c.reason.trim() || null : null,
    }));
    await recordAttendance(tx, eventId, marks, 'roster', actorId);
    const counts = markCounts(changes);
    await recordAudit(tx, actorId, 'events.roster', { eventId, ...counts });
    return counts;
  });
}
