import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoChapterIfEmpty } from '../../../db/seed/demo-chapter';
import { buildDemoChapter } from '../../../db/seed/demo-data';
import { findRegentName, listAlumni, listBrothers } from './directory.server';

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
