import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, queryRows } from '../../app/shared/db/db.server';
import {
  attendance,
  broDateGroupMembers,
  electionRaces,
  elections,
  eventPoints,
  events,
  members,
  targets,
  terms,
} from '../../db/schema';
import { chapterToday, termCoveringDay } from '../../app/shared/members/current-position.server';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { buildDemoChapter, DEMO_MEETING_NAME, DEMO_SEED } from '../../demo/demo-data';

// Seeded on a day far from the fixed events and across a daylight-saving change from some of its own.
const SEEDED = new Date('2027-04-02T16:00:00Z');

const counts = async () => ({
  members: (await db().select({ n: count() }).from(members))[0]?.n,
  events: (await db().select({ n: count() }).from(events))[0]?.n,
  points: (await db().select({ n: count() }).from(eventPoints))[0]?.n,
  attendance: (await db().select({ n: count() }).from(attendance))[0]?.n,
  groupMembers: (await db().select({ n: count() }).from(broDateGroupMembers))[0]?.n,
  targets: (await db().select({ n: count() }).from(targets))[0]?.n,
});

describe('seedDemoChapterIfEmpty', () => {
  it('seeds an empty database with the whole demo chapter', async () => {
    expect(await seedDemoChapterIfEmpty(SEEDED)).toBe(true);
    const chapter = buildDemoChapter(DEMO_SEED, SEEDED);
    expect(await counts()).toEqual({
      members: chapter.members.length,
      events: 14,
      points: chapter.points.length,
      attendance: chapter.attendance.length,
      groupMembers: chapter.members.filter((m) => m.status === 'active').length,
      targets: 12,
    });
    const accounts = await db()
      .select({ email: members.email, role: terms.position })
      .from(members)
      .leftJoin(terms, termCoveringDay(chapterToday(SEEDED)))
      .where(sql`${members.email} in ('webmaster@example.org', 'member@example.org')`)
      .orderBy(members.email);
    expect(accounts).toEqual([
      { email: 'member@example.org', role: null },
      { email: 'webmaster@example.org', role: 'Webmaster' },
    ]);
  });

  it("seeds the next executive board's election, its nominations opening two weeks after seeding", async () => {
    const [election] = await db().select().from(elections);
    expect(election).toMatchObject({
      title: 'Executive board 2027',
      // 09:00 in Los Angeles (daylight saving time), 14, 21 and 23 days after the seeding day there.
      nominationsOpenAt: new Date('2027-04-16T16:00:00Z'),
      nominationsCloseAt: new Date('2027-04-23T16:00:00Z'),
      votingOpenAt: new Date('2027-04-23T16:00:00Z'),
      votingCloseAt: new Date('2027-04-25T16:00:00Z'),
      resultsPublishedAt: null,
      appliedAt: null,
    });
    const races = await db().select({ position: electionRaces.position }).from(electionRaces);
    expect(races.map((r) => r.position)).toEqual([
      'Regent',
      'Vice Regent',
      'Scribe',
      'Corresponding Secretary',
      'Treasurer',
    ]);
  });

  it('places the events as built for the seeding instant, with the chapter meeting under way at it', async () => {
    const rows = await db()
      .select({ name: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
      .from(events)
      .orderBy(events.id);
    const MINUTE = 60 * 1000;
    expect(rows.map((e) => [e.name, e.startsAt.toISOString()])).toEqual([
      ...buildDemoChapter(DEMO_SEED, SEEDED).events.map((e) => [e.name, e.date]),
      [DEMO_MEETING_NAME, new Date(SEEDED.getTime() - 30 * MINUTE).toISOString()],
    ]);
    expect(rows.at(-1)?.endsAt).toEqual(new Date(SEEDED.getTime() + 90 * MINUTE));
    // Attendance only at the events held before the seeding.
    const [latest] = await queryRows<{ at: Date }>(sql`
      select max(e.starts_at) as at from attendance a join events e on e.id = a.event_id`);
    expect(new Date(latest?.at ?? 0) < SEEDED).toBe(true);
  });

  it('makes the points of this term follow attendance, except the one cell the Scribe typed', async () => {
    // Every attended member has a cell of the event's points, not overridden, but for the typed one.
    const mismatched = await queryRows<{ name: string; email: string | null }>(sql`
      select e.name, m.email from attendance a
      join events e on e.id = a.event_id join members m on m.id = a.member_id
      left join event_points p on p.event_id = a.event_id and p.member_id = a.member_id
      where a.status = 'attended' and (p.points is null or (not p.overridden and p.points <> e.points))`);
    expect(mismatched).toEqual([]);
    const withoutAttendance = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from event_points p
      left join attendance a on a.event_id = p.event_id and a.member_id = p.member_id and a.status = 'attended'
      where not p.overridden and a.member_id is null`);
    expect(withoutAttendance).toEqual([{ n: 0 }]);
    const typed = await queryRows<{ name: string; email: string; points: number }>(sql`
      select e.name, m.email, p.points from event_points p
      join events e on e.id = p.event_id join members m on m.id = p.member_id
      where p.overridden and e.points > 0`);
    expect(typed).toEqual([{ name: 'Brotherhood Game Night', email: 'brotherhood@example.org', points: 300 }]);
  });

  it('links bigs to existing members with no cycle', async () => {
    const cyclic = await queryRows<{ id: number }>(sql`
      with recursive up(start_id, id, depth) as (
        select id, big_id, 1 from members where big_id is not null
        union all
        select up.start_id, m.big_id, up.depth + 1 from up join members m on m.id = up.id
        where m.big_id is not null and up.depth < 100
      )
      select distinct start_id as id from up where id = start_id`);
    expect(cyclic).toEqual([]);
    const founding = await db().select({ n: count() }).from(members).where(eq(members.foundingMember, true));
    expect(founding[0]?.n).toBe(5);
  });

  it('never touches a database that already has members', async () => {
    await db().update(members).set({ firstName: 'Changed' }).where(eq(members.email, 'member@example.org'));
    const before = await counts();
    expect(await seedDemoChapterIfEmpty()).toBe(false);
    expect(await counts()).toEqual(before);
    const [row] = await db()
      .select({ firstName: members.firstName })
      .from(members)
      .where(eq(members.email, 'member@example.org'));
    expect(row?.firstName).toBe('Changed');
  });
});
