import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../app/shared/db/db.server';
import { action as dashboard } from '../../app/features/dashboard/dashboard.route';
import { action as userManagement } from '../../app/features/user-management/user-management.route';
import { media, members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { makePicture } from '../fixtures/pictures';
import { callRoute } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';
import { cookieFor } from './officer-tools';

/**
 * One member record, changed by an officer in user management and by the member on their own profile: whatever one
 * of them saved, the other can save again, and a picture either of them replaces leaves nothing behind.
 */

let webmaster: string;
let memberCookie: string;
let id: number;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  webmaster = await cookieFor('webmaster@example.org');
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', email: 'shared.record@example.org', firstName: 'Rae', lastName: 'Lund' })
    .returning({ id: members.id });
  id = (row as { id: number }).id;
  memberCookie = await signedInCookie(id);
});

const record = async () =>
  (await db().select().from(members).where(eq(members.id, id)))[0] as typeof members.$inferSelect;
const mediaKeys = async () => (await db().select({ key: media.key }).from(media)).map((row) => row.key);
const keyOf = (url: string | null) => (url ?? '').slice('/media/'.length);
const picture = async (name: string) => new File([await makePicture('png')], name, { type: 'image/png' });

/** The officer's edit form, as the dialog posts it for the record, with the changes. */
async function officerSaves(changes: Record<string, string | File>) {
  const r = await record();
  const form = {
    intent: 'edit-active',
    id: String(id),
    email: r.email ?? '',
    firstName: r.firstName,
    lastName: r.lastName,
    class: r.class ?? '',
    graduationYear: r.graduationYear === null ? '' : String(r.graduationYear),
    family: r.family ?? '',
    major: r.major ?? '',
    bigId: r.bigId === null ? '' : String(r.bigId),
    linkedinUrl: r.linkedinUrl ?? '',
    ...changes,
  };
  return callRoute<{ ok: boolean; message: string }>(userManagement as never, '/admin/user-management', {
    form,
    cookie: webmaster,
  });
}

/** The member's edit-profile form as it opens with the record's values, saved with the changes. */
async function memberSaves(changes: Record<string, string | File> = {}) {
  const r = await record();
  const form = {
    firstName: r.firstName,
    lastName: r.lastName,
    major: r.major ?? '',
    graduationYear: r.graduationYear === null ? '' : String(r.graduationYear),
    linkedinUrl: r.linkedinUrl ?? '',
    ...changes,
  };
  return callRoute<{ ok: boolean; message: string }>(dashboard as never, '/dashboard', { form, cookie: memberCookie });
}

describe('what an officer saves, the member can save again unchanged', () => {
  it('a graduation year of 1940', async () => {
    expect((await officerSaves({ graduationYear: '1940' })).data).toMatchObject({ ok: true });
    expect((await record()).graduationYear).toBe(1940);
    const resaved = await memberSaves();
    expect(resaved).toMatchObject({ status: 200, data: { ok: true, message: 'Profile updated.' } });
    expect((await record()).graduationYear).toBe(1940);
  });

  it('names of 80 characters and a major of 100', async () => {
    const [first, last, major] = ['F'.repeat(80), 'L'.repeat(80), 'M'.repeat(100)];
    const saved = await officerSaves({ firstName: first, lastName: last, major });
    expect(saved.data).toMatchObject({ ok: true });
    expect(await memberSaves()).toMatchObject({ status: 200, data: { ok: true } });
    expect(await record()).toMatchObject({ firstName: first, lastName: last, major });
  });
});

describe('a replaced picture is gone from the media table, whoever replaced it', () => {
  it('the member replaces the picture an officer uploaded', async () => {
    expect((await officerSaves({ picture: await picture('by-officer.png') })).data).toMatchObject({ ok: true });
    const officers = (await record()).profilePictureUrl as string;
    expect(officers).toMatch(/^\/media\/profilePictures\/\d+_by-officer\.webp$/);
    expect(await mediaKeys()).toContain(keyOf(officers));

    expect((await memberSaves({ picture: await picture('by-member.png') })).data).toMatchObject({ ok: true });
    const members = (await record()).profilePictureUrl as string;
    expect(members).toMatch(/^\/media\/profilePictures\/\d+_by-member\.webp$/);
    expect(await mediaKeys()).toEqual([keyOf(members)]);
  });

  it('an officer replaces the picture the member uploaded', async () => {
    const members = (await record()).profilePictureUrl as string;
    expect((await officerSaves({ picture: await picture('again.png') })).data).toMatchObject({ ok: true });
    const officers = (await record()).profilePictureUrl as string;
    expect(officers).not.toBe(members);
    expect(await mediaKeys()).toEqual([keyOf(officers)]);
  });

  it('either replaces a picture still stored as a bare key, as officers once stored them', async () => {
    const current = keyOf((await record()).profilePictureUrl);
    await db().update(members).set({ profilePictureUrl: current }).where(eq(members.id, id));
    expect((await memberSaves({ picture: await picture('from-bare.png') })).data).toMatchObject({ ok: true });
    const next = keyOf((await record()).profilePictureUrl);
    expect(await mediaKeys()).toEqual([next]);

    await db().update(members).set({ profilePictureUrl: next }).where(eq(members.id, id));
    expect((await officerSaves({ picture: await picture('from-bare-too.png') })).data).toMatchObject({ ok: true });
    expect(await mediaKeys()).toEqual([keyOf((await record()).profilePictureUrl)]);
  });

  it('a Google photo is replaced without touching the media table', async () => {
    const google = 'https://lh3.googleusercontent.com/a/rae';
    const before = await mediaKeys();
    await db().update(members).set({ profilePictureUrl: google }).where(eq(members.id, id));
    expect((await memberSaves({ picture: await picture('over-google.png') })).data).toMatchObject({ ok: true });
    const after = [...before, keyOf((await record()).profilePictureUrl)];
    expect((await mediaKeys()).toSorted()).toEqual(after.toSorted());
  });
});
