import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/db/db.server';
import { action, headers as pageHeaders } from './dashboard.route';
import { loader as mediaLoader } from '../../shared/media/media.route';
import { media, members } from '../../../db/schema';
import {
  hugePixelPicture,
  makePicture,
  oversizedFile,
  SVG_PICTURE,
  TEXT_FILE,
  truncatedJpeg,
} from '../../../tests/fixtures/pictures';
import { callRoute } from '../../../tests/setup/route-call';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { holdPictureQueue } from '../../../tests/support/busy-picture-queue';

let me: number;
let other: number;
let cookie: string;

const profileOf = async (id: number) =>
  (
    await db()
      .select({
        firstName: members.firstName,
        lastName: members.lastName,
        major: members.major,
        graduationYear: members.graduationYear,
        linkedinUrl: members.linkedinUrl,
        profilePictureUrl: members.profilePictureUrl,
        email: members.email,
      })
      .from(members)
      .where(eq(members.id, id))
  )[0];
const mediaCount = async () => (await db().select({ n: count() }).from(media))[0]?.n;

beforeAll(async () => {
  const rows = await db()
    .insert(members)
    .values([
      { status: 'active', email: 'me@example.org', firstName: 'Sam', lastName: 'Ng', major: 'Bioengineering' },
      { status: 'active', email: 'other@example.org', firstName: 'Alex', lastName: 'Kim' },
    ])
    .returning({ id: members.id });
  [me, other] = rows.map((r) => r.id) as [number, number];
  cookie = await signedInCookie(me);
});

const validFields = {
  firstName: 'Samantha',
  lastName: 'Ng',
  major: 'Computer Engineering',
  graduationYear: '2027',
  linkedinUrl: 'https://www.linkedin.com/in/samantha-ng',
};

async function submit(
  fields: Record<string, string>,
  picture?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form: Record<string, string | File> = { ...fields };
  if (picture) form.picture = new File([picture.bytes], picture.name, { type: picture.type });
  const answer = await callRoute<{ ok: boolean; message?: string; errors?: Record<string, string> }>(
    action as never,
    '/dashboard',
    { form, cookie },
  );
  return { status: answer.status, body: answer.data, headers: answer.headers };
}

describe('the edit-profile action', () => {
  it('saves the member own editable fields', async () => {
    const { status, body } = await submit(validFields);
    expect(status).toBe(200);
    expect(body).toEqual({ intent: 'profile', ok: true, message: 'Profile updated.' });
    expect(await profileOf(me)).toMatchObject({
      firstName: 'Samantha',
      major: 'Computer Engineering',
      graduationYear: 2027,
      linkedinUrl: 'https://www.linkedin.com/in/samantha-ng',
      email: 'me@example.org',
    });
  });

  it('refuses a LinkedIn URL outside the profile prefix and saves nothing', async () => {
    const before = await profileOf(me);
    const { status, body } = await submit({
      ...validFields,
      firstName: 'Changed',
      linkedinUrl: 'https://x.example/in/s',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ linkedinUrl: 'LinkedIn URL must start with https://www.linkedin.com/in/' });
    expect(await profileOf(me)).toEqual(before);
  });

  it('refuses a bad year or an empty name with a field message and saves nothing', async () => {
    const before = await profileOf(me);
    const { status, body } = await submit({ ...validFields, firstName: ' ', graduationYear: '99' });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).toSorted()).toEqual(['firstName', 'graduationYear']);
    expect(await profileOf(me)).toEqual(before);
  });

  it('refuses to touch another member record or any other field', async () => {
    const [mine, theirs] = [await profileOf(me), await profileOf(other)];
    const extras: Record<string, string>[] = [
      { id: String(other) },
      { memberId: String(other) },
      { role: 'Webmaster' },
      { email: 'x@y.z' },
    ];
    for (const extra of extras) {
      const { status, body } = await submit({ ...validFields, firstName: 'Hacked', ...extra });
      expect(status).toBe(400);
      expect(body.errors?.form).toBe(
        'Only your name, major, graduation year, LinkedIn URL and picture can be changed.',
      );
    }
    expect(await profileOf(me)).toEqual(mine);
    expect(await profileOf(other)).toEqual(theirs);
  });

  it('sends a signed-out request to the login page and writes nothing', async () => {
    const before = await profileOf(me);
    const answer = await callRoute(action as never, '/dashboard', { form: {} });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toMatch(/^\/login/);
    expect(await profileOf(me)).toEqual(before);
  });
});

describe('picture upload through the edit-profile action', () => {
  it('stores a JPEG as WebP under profilePictures/, points the member at /media, and serves it', async () => {
    const { status } = await submit(validFields, {
      bytes: await makePicture('jpeg'),
      name: 'My Photo.JPG',
      type: 'image/jpeg',
    });
    expect(status).toBe(200);
    const url = (await profileOf(me))?.profilePictureUrl ?? '';
    expect(url).toMatch(/^\/media\/profilePictures\/\d+_my-photo\.webp$/);
    const key = url.replace('/media/', '');
    const response = await callRoute(mediaLoader as never, url, { params: { '*': key } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
  });

  it('replaces the picture with a PNG and deletes the old upload in the same save', async () => {
    const oldKey = (await profileOf(me))?.profilePictureUrl?.replace('/media/', '');
    const before = await mediaCount();
    await new Promise((resolve) => setTimeout(resolve, 2)); // a new timestamp, so a new key
    const { status } = await submit(validFields, {
      bytes: await makePicture('png'),
      name: 'next.png',
      type: 'image/png',
    });
    expect(status).toBe(200);
    const newKey = (await profileOf(me))?.profilePictureUrl?.replace('/media/', '');
    expect(newKey).not.toBe(oldKey);
    expect(await mediaCount()).toBe(before);
    const keys = (await db().select({ key: media.key }).from(media)).map((r) => r.key);
    expect(keys).toEqual([newKey]);
  });

  const refusals = [
    [
      'a text file renamed .jpg',
      async () => TEXT_FILE,
      'evil.jpg',
      'image/jpeg',
      400,
      'The picture must be a JPEG, PNG or WebP image.',
    ],
    [
      'a truncated JPEG',
      truncatedJpeg,
      'cut.jpg',
      'image/jpeg',
      400,
      'The picture could not be read. It may be damaged; please choose another file.',
    ],
    ['a 6 MB file', () => oversizedFile(), 'huge.png', 'image/png', 413, 'The picture must be at most 5 MB.'],
    [
      'a 7000 x 7000 PNG',
      hugePixelPicture,
      'huge-pixels.png',
      'image/png',
      400,
      'The picture has too many pixels: at most 40 megapixels (for example 8000 × 5000). ' +
        'Please choose a smaller picture, or reduce it first.',
    ],
    [
      'an SVG',
      async () => SVG_PICTURE,
      'logo.svg',
      'image/svg+xml',
      400,
      'The picture must be a JPEG, PNG or WebP image.',
    ],
  ] as const;

  it.each(refusals)('refuses %s with a message and stores nothing', async (_label, make, name, type, code, message) => {
    const [before, mediaBefore] = [await profileOf(me), await mediaCount()];
    const { status, body } = await submit(
      { ...validFields, firstName: 'NotSaved' },
      { bytes: await make(), name, type },
    );
    expect(status).toBe(code);
    expect(body.errors).toEqual({ picture: message });
    expect(await profileOf(me)).toEqual(before);
    expect(await mediaCount()).toBe(mediaBefore);
  });

  it('refuses a picture while the server is busy with others: 503, when to try again, and nothing stored', async () => {
    const [before, mediaBefore] = [await profileOf(me), await mediaCount()];
    const release = holdPictureQueue();
    try {
      const { status, body, headers } = await submit(
        { ...validFields, firstName: 'NotSaved' },
        { bytes: await makePicture('png'), name: 'ok.png', type: 'image/png' },
      );
      expect([status, headers.get('Retry-After')]).toEqual([503, '5']);
      // The page's headers pass the action's Retry-After on to the browser.
      const sent = pageHeaders({
        parentHeaders: new Headers(),
        actionHeaders: headers,
        loaderHeaders: new Headers(),
        errorHeaders: undefined,
      });
      expect(new Headers(sent).get('Retry-After')).toBe('5');
      const busy = 'The server is busy processing pictures. Please try again in a moment.';
      expect(body).toEqual({ intent: 'profile', ok: false, message: busy, errors: { picture: busy } });
    } finally {
      await release();
    }
    expect(await profileOf(me)).toEqual(before);
    expect(await mediaCount()).toBe(mediaBefore);
  });

  it('stores no picture when another field is refused', async () => {
    const [before, mediaBefore] = [await profileOf(me), await mediaCount()];
    const { status } = await submit(
      { ...validFields, linkedinUrl: 'linkedin.com/in/x' },
      { bytes: await makePicture('png'), name: 'ok.png', type: 'image/png' },
    );
    expect(status).toBe(400);
    expect(await profileOf(me)).toEqual(before);
    expect(await mediaCount()).toBe(mediaBefore);
  });
});
