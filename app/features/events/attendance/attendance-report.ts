/**
 * A term's attendance as the pages and the CSV show it, built from the rows read for it (pure, so the page, the
 * export and the member's history all count the same way).
 */
import type { EventCategory } from '../../../config/chapter';
import { eventRate, memberRate, type MemberAtEvent, type Rate } from './attendance-rate';
import type { AttendanceStatus } from './attendance.server';

export interface ReportEvent {
  id: number;
  name: string;
  category: EventCategory;
  expected: boolean;
  startsAt: Date;
  endsAt: Date;
}

export interface ReportMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface AttendanceRow {
  eventId: number;
  memberId: number;
  status: 'attended' | 'excused';
  how: 'check-in' | 'roster';
  reason: string | null;
}

export interface PointsCell {
  eventId: number;
  memberId: number;
  points: number;
  overridden: boolean;
}

/** One member at one event. */
export interface ReportLine {
  event: ReportEvent;
  member: ReportMember;
  status: AttendanceStatus;
  /** How an attended or excused member was recorded; null when absent. */
  how: 'check-in' | 'roster' | null;
  reason: string | null;
  /** The member's points for the event, as the points sheet holds them. */
  points: number;
  /** Whether those points were typed in the points sheet rather than following attendance. */
  overridden: boolean;
  /** Whether the event had not ended at the report's `now`. */
  underWay: boolean;
}

export interface TermReport {
  /** Newest first; an event under way counts no absences and has no rate yet. */
  events: (ReportEvent & Rate & { excused: number; absent: number; underWay: boolean })[];
  /** In the order given. Absent counts the expected events missed, the ones the rate counts against. */
  members: (ReportMember & Rate & { excused: number; absent: number })[];
  /** Every member at every event: events newest first, members in the order given. */
  lines: ReportLine[];
}

const key = (eventId: number, memberId: number) => `${eventId}:${memberId}`;

export const memberAtEvent = (line: ReportLine): MemberAtEvent => ({
  category: line.event.category,
  expected: line.event.expected,
  status: line.status,
  underWay: line.underWay,
});

/** Every member at every event, with the counts and rates per event and per member. */
export function buildTermReport(input: {
  events: readonly ReportEvent[];
  members: readonly ReportMember[];
  attendance: readonly AttendanceRow[];
  points: readonly PointsCell[];
  now: Date;
}): TermReport {
  const marks = new Map(input.attendance.map((row) => [key(row.eventId, row.memberId), row]));
  const cells = new Map(input.points.map((cell) => [key(cell.eventId, cell.memberId), cell]));
  const underWay = (event: ReportEvent) => event.endsAt.getTime() > input.now.getTime();
  const events = input.events.toSorted((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id);
  const lines = events.flatMap((event) =>
    input.members.map((member): ReportLine => {
      const mark = marks.get(key(event.id, member.id));
      const cell = cells.get(key(event.id, member.id));
      return {
        event,
        member,
        status: mark?.status ?? 'absent',
        how: mark?.how ?? null,
        reason: mark?.status === 'excused' ? mark.reason : null,
        points: cell?.points ?? 0,
        overridden: cell?.overridden ?? false,
        underWay: underWay(event),
      };
    }),
  );
  return {
    events: events.map((event) => ({
      ...event,
      ...eventRate(
        lines.filter((l) => l.event === event).map((l) => l.status),
        underWay(event),
      ),
      underWay: underWay(event),
    })),
    members: input.members.map((member) => {
      const own = lines.filter((l) => l.member === member);
      const rate = memberRate(own.map(memberAtEvent));
      return {
        ...member,
        ...rate,
        excused: own.filter((l) => l.status === 'excused').length,
        absent: rate.outOf - rate.attended,
      };
    }),
    lines,
  };
}
