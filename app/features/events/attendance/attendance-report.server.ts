import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { attendance, eventPoints, events, members } from '../../../../db/schema';
import { db } from '../../../shared/db/db.server';
import { buildTermReport, type TermReport } from './attendance-report';
import type { Term } from '../term';

/**
 * A term's attendance: its events that have started by `now`, the active members (or only the one asked for), and
 * their attendance and points at those events.
 */
export async function loadTermReport(term: Term, now: Date, onlyMemberId?: number): Promise<TermReport> {
  const [termEvents, actives] = await Promise.all([
    db()
      .select({
        id: events.id,
        name: events.name,
        category: events.category,
        expected: events.expected,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      })
      .from(events)
      .where(and(gte(events.startsAt, term.startsAt), lt(events.startsAt, term.endsAt), lte(events.startsAt, now))),
    db()
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, email: members.email })
      .from(members)
      .where(and(eq(members.status, 'active'), onlyMemberId === undefined ? undefined : eq(members.id, onlyMemberId)))
      .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id)),
  ]);
  if (termEvents.length === 0 || actives.length === 0) {
    return buildTermReport({ events: termEvents, members: actives, attendance: [], points: [], now });
  }
  const eventIds = termEvents.map((e) => e.id);
  const memberIds = actives.map((m) => m.id);
  const [marks, cells] = await Promise.all([
    db()
      .select({
        eventId: attendance.eventId,
        memberId: attendance.memberId,
        status: attendance.status,
        how: attendance.how,
        reason: attendance.reason,
      })
      .from(attendance)
      .where(and(inArray(attendance.eventId, eventIds), inArray(attendance.memberId, memberIds))),
    db()
      .select({
        eventId: eventPoints.eventId,
        memberId: eventPoints.memberId,
        points: eventPoints.points,
        overridden: eventPoints.overridden,
      })
      .from(eventPoints)
      .where(and(inArray(eventPoints.eventId, eventIds), inArray(eventPoints.memberId, memberIds))),
  ]);
  return buildTermReport({ events: termEvents, members: actives, attendance: marks, points: cells, now });
}
