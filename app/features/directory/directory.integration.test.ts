import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { buildDemoChapter } from '../../../demo/demo-data';
import { eq } from 'drizzle-orm';
import { findRegentName, listAlumni, listBrothers } from './directory.server';
import { chapter as chapterConfig } from '../../config/chapter';
import { db } from '../../shared/db/db.server';
import { members } from '../../../db/schema';
import { assignPosition } from '../officer-terms/index.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { atInstant } from '../../shared/time/clock.server';
import { zonedTimeToInstant } from '../../shared/time/time-zone';
import { addDays } from '../../shared/time/calendar-days';

const chapter = buildDemoChapter();
const PUBLIC = ['firstName', 'graduationYear', 'id', 'lastName', 'linkedinUrl', 'major', 'profilePictureUrl'];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
});

describe('listBrothers', () => {
  it('returns every active member with public columns only', async () => {
    const brothers = await listBrothers();
    expect(brothers).toHaveLength(chapter.members.filter((m) => m.status === 'active').length);
    for (const brother of brothers) expect(Object.keys(brother).sort()).toEqual([...PUBLIC, 'class', 'role'].sort());
  });
});

describe('listAlumni', () => {
  it('leaves out dropped alumni and selects no email, points or dropped flag', async () => {
    const alumni = await listAlumni();
    const kept = chapter.members.filter((m) => m.status === 'alumni' && !m.dropped);
    expect(alumni).toHaveLength(kept.length);
    const dropped = chapter.members.filter((m) => m.dropped).map((m) => `${m.firstName} ${m.lastName}`);
    expect(dropped).toHaveLength(2);
    expect(alumni.map((a) => `${a.firstName} ${a.lastName}`)).not.toEqual(expect.arrayContaining([dropped[0]]));
    expect(alumni.map((a) => `${a.firstName} ${a.lastName}`)).not.toEqual(expect.arrayContaining([dropped[1]]));
    for (const alumnus of alumni) expect(Object.keys(alumnus).sort()).toEqual([...PUBLIC, 'foundingMember'].sort());
    expect(alumni.filter((a) => a.foundingMember)).toHaveLength(5);
  });
});

describe('findRegentName', () => {
  it("gives the current Regent's name", async () => {
    const regent = chapter.members.find((m) => m.role === 'Regent');
    expect(await findRegentName()).toEqual({ firstName: regent?.firstName, lastName: regent?.lastName });
  });
});

describe('positions', () => {
  it('are the terms covering today in Los Angeles: a Regent set for tomorrow takes over at midnight there', async () => {
    const [member] = await db().select({ id: members.id }).from(members).where(eq(members.email, 'member@example.org'));
    const memberId = (member as { id: number }).id;
    const oldRegent = chapter.members.find((m) => m.role === 'Regent');
    const today = chapterToday(new Date());
    const tomorrow = addDays(today, 1);
    expect(await assignPosition(memberId, { memberId, position: 'Regent', startsOn: tomorrow })).toMatchObject({
      termId: expect.any(Number),
    });
    const at = <T>(day: string, time: string, work: () => Promise<T>) =>
      atInstant(zonedTimeToInstant(`${day}T${time}`, chapterConfig.timeZone), work);
    const roleOf = (brothers: Awaited<ReturnType<typeof listBrothers>>, id: number) =>
      brothers.find((b) => b.id === id)?.role ?? null;

    const lastMinute = await at(today, '23:59', () => Promise.all([listBrothers(), findRegentName()]));
    expect(roleOf(lastMinute[0], memberId)).toBeNull();
    expect(lastMinute[1]).toEqual({ firstName: oldRegent?.firstName, lastName: oldRegent?.lastName });
    const midnight = await at(tomorrow, '00:00', () => Promise.all([listBrothers(), findRegentName()]));
    expect(roleOf(midnight[0], memberId)).toBe('Regent');
    expect(midnight[0].filter((b) => b.role === 'Regent')).toHaveLength(1);
    expect(midnight[1]).toMatchObject({
      lastName: (await db().select().from(members).where(eq(members.id, memberId)))[0]?.lastName,
    });
  });
});
