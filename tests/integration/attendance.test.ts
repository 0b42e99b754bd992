import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventPoints, events, sessions } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db } from '../../app/shared/db/db.server';
import { parseCsv } from '../../app/shared/text/csv';
import { cookieFor, memberId } from './officer-tools';
import { callRoute } from '../setup/route-call';
import { loader as dashboardLoader } from '../../app/features/dashboard/dashboard.route';
import { loader as overviewLoader } from '../../app/features/admin-overview/admin-overview.route';
import { loader as pageLoader } from '../../app/features/events/attendance/attendance.route';
import { loader as adminLoader } from '../../app/features/events/attendance/admin-attendance.route';
import { loader as exportLoader } from '../../app/features/events/attendance/attendance-export.route';
import { recordAttendance } from '../../app/features/events/attendance/attendance.server';
import { ATTENDANCE_CSV_HEADER } from '../../app/features/events/attendance/attendance-csv';
import { UNDER_WAY } from '../../app/features/events/attendance/attendance-text';

// Attendance across the features that show it: the member's page, the officers' page and CSV (events), the chart
// on /admin (admin overview) and the Points Breakdown (dashboard).

// The demo chapter is seeded "today" and the pages are read at the same instant: this term's events are placed
// relative to it (six held, the potluck to come) and its chapter meeting is under way. Fall 2026, whatever the date
// the tests run on.
const TODAY = new Date('2026-11-25T19:00:00Z');

type Page = Awaited<ReturnType<typeof pageLoader>>;
type Admin = Awaited<ReturnType<typeof adminLoader>>;
type Overview = Awaited<ReturnType<typeof overviewLoader>>;
type Dashboard = Extract<Awaited<ReturnType<typeof dashboardLoader>>, { found: true }>;

async function load<T>(route: Parameters<typeof callRoute>[0], path: string, email: string): Promise<T> {
  const cookie = await cookieFor(email);
  // PostgreSQL stamps the session with its own clock, which the fake clock does not move: stamp it with the test's,
  // so the session is live at the instant the page is read (weeks after the real date, for the next term).
  const now = new Date();
  await db()
    .update(sessions)
    .set({ createdAt: now, lastSeenAt: now })
    .where(eq(sessions.memberId, await memberId(email)));
  const answer = await callRoute<T>(route, path, { cookie });
  expect(answer.status, path).toBe(200);
  return answer.data;
}

const eventId = async (name: string) =>
  ((await db().select({ id: events.id }).from(events).where(eq(events.name, name)))[0] as { id: number }).id;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  await seedDemoChapterIfEmpty(TODAY);
});

afterAll(() => {
  vi.useRealTimers();
});

describe("the member's /attendance", () => {
  it("lists this term's started events, newest first, with the member's own status and points", async () => {
    const page = await load<Page>(pageLoader, '/attendance', 'member@example.org');
    expect(page.term).toBe('Fall 2026');
    expect(page.history.map((e) => [e.name, e.date, e.category, e.statusText, e.reason, e.points])).toEqual([
      ['Chapter Meeting', 'Wed, Nov 25, 2026', 'Chapter meeting', 'Under way', null, 0],
      ['Elections Meeting', 'Sun, Nov 15, 2026', 'Chapter meeting', 'Checked in', null, 100],
      ['Brotherhood Game Night', 'Thu, Nov 5, 2026', 'Brotherhood', 'Absent', null, 0],
      ['Budget Meeting', 'Sun, Oct 25, 2026', 'Chapter meeting', 'Absent', null, 0],
      ['Beach Cleanup', 'Sat, Oct 17, 2026', 'Service', 'Absent', null, 0],
      ['Resume Review Night', 'Thu, Oct 15, 2026', 'Professional', 'Attended', null, 150],
      ['Kickoff Meeting', 'Sun, Oct 11, 2026', 'Chapter meeting', 'Excused', 'Family visit', 0],
    ]);
    // Expected chapter meetings: one attended, one missed, the excused one left out, and today's, still under way,
    // not missed yet. Optional events count only when attended, so service and brotherhood have no rate.
    expect(page.rates).toEqual([
      { category: 'professional', label: 'Professional', attended: 1, outOf: 1, percent: '100%' },
      { category: 'chapter-meeting', label: 'Chapter meeting', attended: 1, outOf: 2, percent: '50%' },
    ]);
  });

  it('shows each member only their own rows, and a typed cell as set in the points sheet', async () => {
    const page = await load<Page>(pageLoader, '/attendance', 'brotherhood@example.org');
    expect(page.history).toHaveLength(7);
    expect(page.history.find((e) => e.name === 'Brotherhood Game Night')).toMatchObject({
      statusText: 'Checked in',
      points: 300,
      overridden: true,
    });
  });

  it('leaves out events not started yet, and says so when none has', async () => {
    // A minute before the game night began.
    vi.setSystemTime(new Date('2026-11-06T03:59:00Z'));
    try {
      const before = await load<Page>(pageLoader, '/attendance', 'member@example.org');
      expect(before.history.map((e) => e.name)).toEqual([
        'Budget Meeting',
        'Beach Cleanup',
        'Resume Review Night',
        'Kickoff Meeting',
      ]);
      vi.setSystemTime(new Date('2027-01-05T12:00:00Z'));
      const winter = await load<Page>(pageLoader, '/attendance', 'member@example.org');
      expect([winter.term, winter.history, winter.rates]).toEqual(['Winter 2027', [], []]);
    } finally {
      vi.setSystemTime(TODAY);
    }
  });
});

/** Counts per event and per member, made from the CSV's rows the way the page counts them. */
function countCsv(csv: string) {
  const [header, ...rows] = parseCsv(csv);
  expect(header).toEqual([...ATTENDANCE_CSV_HEADER]);
  const col = (name: (typeof ATTENDANCE_CSV_HEADER)[number]) => ATTENDANCE_CSV_HEADER.indexOf(name);
  const perEvent = new Map<string, { attended: number; excused: number; absent: number | string }>();
  const perMember = new Map<string, { attended: number; excused: number; absent: number }>();
  for (const row of rows) {
    const status = row[col('Status')] as string;
    const expected = row[col('Expected')] === 'yes' && row[col('Under way')] === 'no';
    const event = perEvent.get(row[col('Event')] as string) ?? { attended: 0, excused: 0, absent: 0 };
    const name = `${row[col('First name')]} ${row[col('Last name')]}`;
    const member = perMember.get(name) ?? { attended: 0, excused: 0, absent: 0 };
    if (status === 'Excused') {
      event.excused++;
      member.excused++;
    } else if (status === 'Absent') {
      // An event under way has no absences yet.
      event.absent = row[col('Under way')] === 'yes' ? UNDER_WAY : Number(event.absent) + 1;
      if (expected) member.absent++;
    } else {
      event.attended++;
      member.attended++;
    }
    perEvent.set(row[col('Event')] as string, event);
    perMember.set(name, member);
  }
  return { rows, perEvent, perMember };
}

const figures = (list: { name: string; attended: number; excused: number; absent: number | string }[]) =>
  new Map(list.map(({ name, attended, excused, absent }) => [name, { attended, excused, absent }]));

describe("the officers' /admin/attendance and its CSV", () => {
  it('counts attendance per event and per active member, and the CSV lists exactly those rows', async () => {
    const page = await load<Admin>(adminLoader, '/admin/attendance', 'scribe@example.org');
    expect(page.term).toEqual({ key: '2026-fall', name: 'Fall 2026' });
    expect(page.choices.map((c) => c.name)).toEqual(['Fall 2026', 'Spring 2026', 'Winter 2026', 'Fall 2025']);
    expect(page.events.map((e) => e.name)).toEqual([
      'Chapter Meeting',
      'Elections Meeting',
      'Brotherhood Game Night',
      'Budget Meeting',
      'Beach Cleanup',
      'Resume Review Night',
      'Kickoff Meeting',
    ]);
    const actives = page.members.length;
    expect(actives).toBe(34);
    // The meeting under way counts no absences and no rate until it ends; every other event counts every member.
    const [underWay, ...ended] = page.events;
    expect([underWay?.absent, underWay?.rate]).toEqual([UNDER_WAY, UNDER_WAY]);
    for (const event of ended) expect(event.attended + event.excused + Number(event.absent)).toBe(actives);

    const answer = await callRoute<string>(exportLoader, '/admin/attendance/export', {
      cookie: await cookieFor('scribe@example.org'),
    });
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="attendance-fall-2026.csv"');
    const csv = countCsv(answer.data);
    expect(csv.rows).toHaveLength(7 * actives);
    expect(csv.perEvent).toEqual(figures(page.events));
    expect(csv.perMember).toEqual(figures(page.members));
    const kickoff = csv.rows.find((r) => r[0] === 'Kickoff Meeting' && r[6] === 'member@example.org');
    expect(kickoff).toEqual([
      'Kickoff Meeting',
      '2026-10-11',
      'Chapter meeting',
      'yes',
      ...(kickoff as string[]).slice(4, 6),
      'member@example.org',
      'Excused',
      'Marked on the roster',
      'Family visit',
      '0',
      'no',
      'no',
    ]);
    // Today's meeting is under way: its absent members have not missed it yet.
    const tonight = csv.rows.find((r) => r[0] === 'Chapter Meeting' && r[6] === 'member@example.org');
    expect([tonight?.[7], tonight?.at(-1)]).toEqual(['Absent', 'yes']);
  });

  it('follows a roster change on the page and in the CSV alike', async () => {
    const beach = await eventId('Beach Cleanup');
    const member = await memberId('member@example.org');
    await db().transaction((tx) =>
      recordAttendance(tx, beach, [{ memberId: member, status: 'excused', reason: 'Lab report due' }], 'roster', null),
    );
    const page = await load<Admin>(adminLoader, '/admin/attendance', 'regent@example.org');
    const answer = await callRoute<string>(exportLoader, '/admin/attendance/export', {
      cookie: await cookieFor('regent@example.org'),
    });
    const csv = countCsv(answer.data);
    expect(csv.perEvent).toEqual(figures(page.events));
    expect(csv.perMember).toEqual(figures(page.members));
    expect(csv.rows.find((r) => r[0] === 'Beach Cleanup' && r[6] === 'member@example.org')?.slice(7, 10)).toEqual([
      'Excused',
      'Marked on the roster',
      'Lab report due',
    ]);
    await db().transaction((tx) =>
      recordAttendance(tx, beach, [{ memberId: member, status: 'absent' }], 'roster', null),
    );
  });

  it('shows the term picked, and this term for an unknown one', async () => {
    const winter = await load<Admin>(adminLoader, '/admin/attendance?term=2026-winter', 'webmaster@example.org');
    expect(winter.term.name).toBe('Winter 2026');
    // Before attendance was kept: everyone absent, the points typed in the sheet.
    expect(winter.events.map((e) => [e.name, e.attended, e.absent, e.rate])).toEqual([
      ['Engineering Outreach Fair', 0, 34, '0%'],
      ['Resume Workshop', 0, 34, '0%'],
      ['Brotherhood Retreat', 0, 34, '0%'],
    ]);
    const answer = await callRoute<string>(exportLoader, '/admin/attendance/export?term=2026-winter', {
      cookie: await cookieFor('webmaster@example.org'),
    });
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="attendance-winter-2026.csv"');
    expect(countCsv(answer.data).rows).toHaveLength(3 * 34);
    const unknown = await load<Admin>(adminLoader, '/admin/attendance?term=1999-fall', 'webmaster@example.org');
    expect(unknown.term.name).toBe('Fall 2026');
  });
});

describe("/admin's attendance chart", () => {
  it('gives the roles that run events the share per event, oldest first, the same as the page', async () => {
    const page = await load<Admin>(adminLoader, '/admin/attendance', 'scribe@example.org');
    for (const email of ['scribe@example.org', 'regent@example.org', 'webmaster@example.org']) {
      const overview = await load<Overview>(overviewLoader, '/admin', email);
      expect(overview.attendance?.term, email).toBe('Fall 2026');
      expect(overview.attendance?.events.map((e) => [e.name, e.underWay ? UNDER_WAY : `${e.percent}%`])).toEqual(
        page.events.toReversed().map((e) => [e.name, e.rate]),
      );
      expect(overview.attendance?.events.map((e) => e.rateText)).toEqual(page.events.toReversed().map((e) => e.rate));
    }
  });

  it('gives the others none, and keeps the chapter overview the Webmaster’s', async () => {
    const chair = await load<Overview>(overviewLoader, '/admin', 'brotherhood@example.org');
    expect([chair.attendance, chair.overview]).toEqual([null, null]);
    expect((await load<Overview>(overviewLoader, '/admin', 'scribe@example.org')).overview).toBeNull();
    expect((await load<Overview>(overviewLoader, '/admin', 'webmaster@example.org')).overview).not.toBeNull();
  });
});

describe('the Points Breakdown', () => {
  const breakdown = async () =>
    (await load<Dashboard>(dashboardLoader, '/dashboard', 'member@example.org')).points.breakdown.map((r) => [
      r.name,
      r.source,
      r.points,
    ]);

  it('says how each event’s points came, and a check-in or a typed cell changes only its own row', async () => {
    expect(await breakdown()).toEqual([
      ['Fall Info Night', 'override', 300],
      ['Professional Headshots', 'override', 250],
      ['Brotherhood Retreat', 'override', 200],
      ['Resume Review Night', 'roster', 150],
      ['Elections Meeting', 'check-in', 100],
    ]);
    const [beach, review] = [await eventId('Beach Cleanup'), await eventId('Resume Review Night')];
    const member = await memberId('member@example.org');
    await db().transaction((tx) =>
      recordAttendance(tx, beach, [{ memberId: member, status: 'attended' }], 'check-in', null),
    );
    // The Scribe types the member's cell for the review night in the points sheet.
    await db()
      .update(eventPoints)
      .set({ points: 175, overridden: true })
      .where(and(eq(eventPoints.eventId, review), eq(eventPoints.memberId, member)));
    expect(await breakdown()).toEqual([
      ['Fall Info Night', 'override', 300],
      ['Professional Headshots', 'override', 250],
      ['Brotherhood Retreat', 'override', 200],
      ['Resume Review Night', 'override', 175],
      ['Beach Cleanup', 'check-in', 200],
      ['Elections Meeting', 'check-in', 100],
    ]);
    expect((await load<Dashboard>(dashboardLoader, '/dashboard', 'member@example.org')).points.total).toBe(1225);
  });
});
