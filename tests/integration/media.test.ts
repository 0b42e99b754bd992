import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readFormBody } from '../../app/shared/forms/form-body.server';
import { db } from '../../app/shared/db/db.server';
import { processPicture } from '../../app/shared/pictures/picture-upload.server';
import { deleteMedia, findMedia, saveMedia } from '../../app/shared/media/media.server';
import { loader } from '../../app/shared/media/media.route';
import { media } from '../../db/schema';
import { makePicture, oversizedFile } from '../fixtures/pictures';
import { callRoute } from '../setup/route-call';

const mediaCount = async () => (await db().select({ n: count() }).from(media))[0]?.n;

const get = (key: string, headers: Record<string, string> = {}) =>
  callRoute<Uint8Array>(loader as never, `/media/${key}`, { headers, params: { '*': key } });

describe('media store', () => {
  it('stores bytes with their type, size and SHA-256, reads them back and deletes them', async () => {
    const picture = await processPicture(await makePicture('png'), 'me.png', new Date(1_700_000_000_000));
    const saved = await saveMedia(picture);
    expect(saved).toMatchObject({ key: 'profilePictures/1700000000000_me.webp', size: picture.bytes.byteLength });
    expect(saved.sha256).toMatch(/^[0-9a-f]{64}$/);
    const stored = await findMedia(saved.key);
    expect(stored?.contentType).toBe('image/webp');
    expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(picture.bytes))).toBe(true);
    expect(await deleteMedia(saved.key)).toBe(true);
    expect(await deleteMedia(saved.key)).toBe(false);
    expect(await findMedia(saved.key)).toBeNull();
  });

  it('writes nothing when the surrounding transaction fails', async () => {
    const before = await mediaCount();
    await expect(
      db().transaction(async (tx) => {
        await saveMedia(
          { key: 'profilePictures/1_rollback.webp', contentType: 'image/webp', bytes: new Uint8Array([1]) },
          tx,
        );
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await mediaCount()).toBe(before);
  });
});

describe('GET /media/<key>', () => {
  it('serves a stored picture with its type and immutable caching', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70]);
    const { sha256 } = await saveMedia({ key: 'profilePictures/2_served.webp', contentType: 'image/webp', bytes });
    const response = await get('profilePictures/2_served.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('ETag')).toBe(`"${sha256}"`);
    expect(response.data).toEqual(bytes);
    expect((await get('profilePictures/2_served.webp', { 'If-None-Match': `"${sha256}"` })).status).toBe(304);
  });

  it('answers 404 for an unknown key', async () => {
    expect((await get('profilePictures/0_nobody.webp')).status).toBe(404);
    expect((await get('')).status).toBe(404);
  });
});

describe('readFormBody of a form that takes a picture', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/dashboard', { method: 'POST', body, headers });

  it('parses a multipart form with a file', async () => {
    const form = new FormData();
    form.set('firstName', 'Sam');
    form.set('picture', new File([await makePicture('png', 20, 20)], 'me.png'));
    const result = await readFormBody(post(form), true);
    expect(result.ok && result.form.get('firstName')).toBe('Sam');
    expect(result.ok && (result.form.get('picture') as File).name).toBe('me.png');
  });

  it('refuses a body over the limit by its declared length', async () => {
    const request = post('x', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '99999999' });
    expect(await readFormBody(request, true)).toEqual({
      ok: false,
      status: 413,
      message: 'The picture must be at most 5 MB.',
    });
  });

  it('cuts off a body that streams past the limit without a length', async () => {
    const form = new FormData();
    form.set('picture', new File([await oversizedFile()], 'big.png'));
    const encoded = new Response(form);
    const stream = encoded.body as ReadableStream<Uint8Array>;
    const request = new Request('http://localhost/dashboard', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': encoded.headers.get('Content-Type') ?? '' },
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('Content-Length')).toBeNull();
    expect(await readFormBody(request, true)).toMatchObject({ ok: false, status: 413 });
  });

  it('answers 400 for a body that is not a form', async () => {
    expect(await readFormBody(post('{}', { 'Content-Type': 'application/json' }))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await readFormBody(post('garbage', { 'Content-Type': 'multipart/form-data; boundary=zzz' }), true),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
