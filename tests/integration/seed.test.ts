import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, queryRows } from '../../app/shared/db/db.server';
import { broDateGroupMembers, eventPoints, events, members, targets } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../db/seed/demo-chapter';
import { buildDemoChapter } from '../../db/seed/demo-data';

const counts = async () => ({
  members: (await db().select({ n: count() }).from(members))[0]?.n,
  events: (await db().select({ n: count() }).from(events))[0]?.n,
  points: (await db().select({ n: count() }).from(eventPoints))[0]?.n,
  groupMembers: (await db().select({ n: count() }).from(broDateGroupMembers))[0]?.n,
  targets: (await db().select({ n: count() }).from(targets))[0]?.n,
});

describe('seedDemoChapterIfEmpty', () => {
  it('seeds an empty database with the whole demo chapter', async () => {
    expect(await seedDemoChapterIfEmpty()).toBe(true);
    const chapter = buildDemoChapter();
    expect(await counts()).toEqual({
      members: chapter.members.length,
      events: 7,
      points: chapter.points.length,
      groupMembers: chapter.members.filter((m) => m.status === 'active').length,
      targets: 12,
    });
    const accounts = await db()
      .select({ email: members.email, role: members.role })
      .from(members)
      .where(sql`${members.email} in ('webmaster@example.org', 'member@example.org')`)
      .orderBy(members.email);
    expect(accounts).toEqual([
      { email: 'member@example.org', role: null },
      { email: 'webmaster@example.org', role: 'Webmaster' },
    ]);
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
