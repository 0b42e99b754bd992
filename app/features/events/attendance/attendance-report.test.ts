import { describe, expect, it } from 'vitest';
import { parseCsv, formatCsv } from '../../../shared/text/csv';
import { attendanceCsvName, attendanceCsvRows } from './attendance-csv';
import { buildTermReport, type ReportEvent, type ReportMember } from './attendance-report';
import { ownStatusText, statusText } from './attendance-text';

const event = (id: number, day: number, expected: boolean): ReportEvent => ({
  id,
  name: `Event ${id}`,
  category: 'chapter-meeting',
  expected,
  startsAt: new Date(Date.UTC(2026, 9, day, 2)),
  endsAt: new Date(Date.UTC(2026, 9, day, 4)),
});
const member = (id: number, lastName: string): ReportMember => ({
  id,
  firstName: 'A',
  lastName,
  email: `${lastName.toLowerCase()}@example.org`,
});

const events = [event(1, 1, true), event(2, 10, false), event(3, 20, true)];
const members = [member(10, 'Ames'), member(11, 'Bell'), member(12, 'Cole')];
const report = buildTermReport({
  events,
  members,
  attendance: [
    { eventId: 1, memberId: 10, status: 'attended', how: 'roster', reason: null },
    { eventId: 1, memberId: 11, status: 'excused', how: 'roster', reason: 'Sick' },
    { eventId: 2, memberId: 10, status: 'attended', how: 'check-in', reason: null },
    { eventId: 3, memberId: 10, status: 'attended', how: 'check-in', reason: null },
    { eventId: 3, memberId: 11, status: 'attended', how: 'roster', reason: null },
    // A reason left on an attended row is not an excuse.
    { eventId: 3, memberId: 12, status: 'attended', how: 'roster', reason: 'stale' },
  ],
  points: [
    { eventId: 1, memberId: 10, points: 100, overridden: false },
    { eventId: 2, memberId: 12, points: 40, overridden: true },
  ],
  now: new Date(Date.UTC(2026, 10, 25)),
});

describe('buildTermReport', () => {
  it('gives every member at every event, events newest first, absent where there is no row', () => {
    expect(
      report.lines.map((l) => [l.event.id, l.member.id, l.status, l.how, l.reason, l.points, l.overridden]),
    ).toEqual([
      [3, 10, 'attended', 'check-in', null, 0, false],
      [3, 11, 'attended', 'roster', null, 0, false],
      [3, 12, 'attended', 'roster', null, 0, false],
      [2, 10, 'attended', 'check-in', null, 0, false],
      [2, 11, 'absent', null, null, 0, false],
      [2, 12, 'absent', null, null, 40, true],
      [1, 10, 'attended', 'roster', null, 100, false],
      [1, 11, 'excused', 'roster', 'Sick', 0, false],
      [1, 12, 'absent', null, null, 0, false],
    ]);
  });

  it('counts per event: excused left out of the rate', () => {
    expect(report.events.map((e) => [e.id, e.attended, e.excused, e.absent, e.outOf])).toEqual([
      [3, 3, 0, 0, 3],
      [2, 1, 0, 2, 3],
      [1, 1, 1, 1, 2],
    ]);
  });

  it('counts per member: absent is the expected events missed, optional ones count only when attended', () => {
    expect(report.members.map((m) => [m.id, m.attended, m.excused, m.absent, m.outOf])).toEqual([
      [10, 3, 0, 0, 3],
      [11, 1, 1, 0, 1],
      [12, 1, 0, 1, 2],
    ]);
  });
});

describe('the attendance CSV', () => {
  it('has a row per line, with the status as the member reads it and how it was recorded', () => {
    const rows = parseCsv(formatCsv(attendanceCsvRows(report.lines)));
    expect(rows).toHaveLength(1 + 9);
    expect(rows[0]?.slice(7, 10)).toEqual(['Status', 'How', 'Reason']);
    expect(rows.slice(1).map((r) => [r[0], r[4], r[7], r[8], r[9], r[10], r[11]])).toEqual([
      ['Event 3', 'Ames', 'Checked in', 'Checked in', '', '0', 'no'],
      ['Event 3', 'Bell', 'Attended', 'Marked on the roster', '', '0', 'no'],
      ['Event 3', 'Cole', 'Attended', 'Marked on the roster', '', '0', 'no'],
      ['Event 2', 'Ames', 'Checked in', 'Checked in', '', '0', 'no'],
      ['Event 2', 'Bell', 'Absent', '', '', '0', 'no'],
      ['Event 2', 'Cole', 'Absent', '', '', '40', 'yes'],
      ['Event 1', 'Ames', 'Attended', 'Marked on the roster', '', '100', 'no'],
      ['Event 1', 'Bell', 'Excused', 'Marked on the roster', 'Sick', '0', 'no'],
      ['Event 1', 'Cole', 'Absent', '', '', '0', 'no'],
    ]);
    // The date is the chapter's: 02:00 UTC on October 1 is still September 30 in Santa Clara.
    expect(rows[7]?.slice(1, 4)).toEqual(['2026-09-30', 'Chapter meeting', 'yes']);
  });

  it('is named for its term', () => {
    expect(attendanceCsvName('Fall 2026')).toBe('attendance-fall-2026.csv');
  });

  it('reads statuses as the member page does', () => {
    expect(statusText({ status: 'attended', how: 'check-in' })).toBe('Checked in');
    expect(statusText({ status: 'attended', how: 'roster' })).toBe('Attended');
    expect(statusText({ status: 'excused', how: 'roster' })).toBe('Excused');
    expect(statusText({ status: 'absent', how: null })).toBe('Absent');
  });

  it('does not count an expected event still under way against the members not marked at it', () => {
    const tonight = { ...event(4, 25, true), endsAt: new Date(Date.UTC(2026, 10, 25, 5)) };
    const live = buildTermReport({
      events: [tonight],
      members,
      attendance: [{ eventId: 4, memberId: 10, status: 'attended', how: 'check-in', reason: null }],
      points: [],
      now: new Date(Date.UTC(2026, 10, 25, 4)),
    });
    expect(live.members.map((m) => [m.lastName, m.attended, m.outOf, m.absent])).toEqual([
      ['Ames', 1, 1, 0],
      ['Bell', 0, 0, 0],
      ['Cole', 0, 0, 0],
    ]);
    expect(live.lines.map(ownStatusText)).toEqual(['Checked in', 'Under way', 'Under way']);
    expect(live.lines.map(statusText)).toEqual(['Checked in', 'Absent', 'Absent']);
    // Nor as the event's absences: its rate waits for its end.
    expect(live.events.map((e) => [e.underWay, e.attended, e.absent, e.rate])).toEqual([[true, 1, 0, null]]);
    expect(report.events.map((e) => e.underWay)).toEqual([false, false, false]);
  });
});
