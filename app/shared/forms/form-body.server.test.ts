import { describe, expect, it, vi } from 'vitest';
import {
  FORM_FIELDS_MAX,
  FORM_TAKES_NO_FILE,
  FORM_TEXT_MAX_BYTES,
  FORM_TOO_LARGE,
  PICTURE_FORM_MAX_BYTES,
  readFormBody,
  TOO_MANY_FIELDS,
} from './form-body.server';
import { MultipartScan } from './multipart-scan';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/admin/content', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body that arrives in chunks of `size` bytes, as a slow upload does. */
function inChunks(bytes: Buffer, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += size)));
    },
  });
}

const URLENCODED = { 'Content-Type': 'application/x-www-form-urlencoded' };

function fieldsForm(count: number, value = 'x'): FormData {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append(`f${i}`, value);
  return form;
}

describe('readFormBody limits on forms without a file', () => {
  it(`takes a urlencoded form of ${FORM_TEXT_MAX_BYTES / 1024} KB and refuses one byte more with 413`, async () => {
    const fits = `a=${'x'.repeat(FORM_TEXT_MAX_BYTES - 2)}`;
    expect((await readFormBody(post(fits, URLENCODED))).ok).toBe(true);
    expect(await readFormBody(post(`${fits}x`, URLENCODED))).toEqual({
      ok: false,
      status: 413,
      message: FORM_TOO_LARGE,
    });
  });

  it('refuses a multipart form whose text fields are past the cap, even beside a file', async () => {
    const form = fieldsForm(1, 'x'.repeat(FORM_TEXT_MAX_BYTES));
    form.append('picture', new File([new Uint8Array(10)], 'me.png'));
    expect(await readFormBody(post(form), true)).toEqual({ ok: false, status: 413, message: FORM_TOO_LARGE });
  });

  it('counts a text field as text whatever its other headers say of a file name', async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="bio"\r\nContent-Type: text/plain; filename="a.txt"\r\n\r\n' +
      `${'x'.repeat(FORM_TEXT_MAX_BYTES + 1)}\r\n--b--\r\n`;
    const request = post(body, { 'Content-Type': 'multipart/form-data; boundary=b' });
    expect(await readFormBody(request, true)).toEqual({ ok: false, status: 413, message: FORM_TOO_LARGE });
  });

  it('still takes a picture of several MB with a few text fields', async () => {
    const form = fieldsForm(20);
    form.append('picture', new File([new Uint8Array(4 * 1024 * 1024)], 'me.png'));
    expect((await readFormBody(post(form), true)).ok).toBe(true);
  });

  it(`takes ${FORM_FIELDS_MAX} fields and refuses one more with 413, urlencoded or multipart`, async () => {
    const urlencoded = (count: number) => post(new URLSearchParams(fieldsForm(count) as never).toString(), URLENCODED);
    expect((await readFormBody(urlencoded(FORM_FIELDS_MAX))).ok).toBe(true);
    expect((await readFormBody(post(fieldsForm(FORM_FIELDS_MAX)), true)).ok).toBe(true);
    const tooMany = { ok: false, status: 413, message: TOO_MANY_FIELDS };
    expect(await readFormBody(urlencoded(FORM_FIELDS_MAX + 1))).toEqual(tooMany);
    expect(await readFormBody(post(fieldsForm(FORM_FIELDS_MAX + 1)), true)).toEqual(tooMany);
  });

  it('refuses a 5 MB multipart form of 90,000 fields as it streams, judging only its first chunks', async () => {
    const parse = vi.spyOn(Response.prototype, 'formData');
    const scanned = vi.spyOn(MultipartScan.prototype, 'push');
    try {
      const parts = Array.from(
        { length: 90_000 },
        (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx`,
      );
      const body = Buffer.from(`${parts.join('\r\n')}\r\n--b--\r\n`);
      expect(body.length).toBeLessThan(PICTURE_FORM_MAX_BYTES);
      const request = post(inChunks(body, 64 * 1024), { 'Content-Type': 'multipart/form-data; boundary=b' });
      expect(await readFormBody(request, true)).toEqual({ ok: false, status: 413, message: TOO_MANY_FIELDS });
      // 2001 parts of about 50 bytes are in the first two chunks; the rest is not judged, only drained.
      const judged = scanned.mock.calls.reduce((sum, [chunk]) => sum + chunk.byteLength, 0);
      expect(judged).toBe(2 * 64 * 1024);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
      scanned.mockRestore();
    }
  });

  it('refuses any multipart form where the form takes no file, with 415', async () => {
    expect(await readFormBody(post(fieldsForm(2)))).toEqual({ ok: false, status: 415, message: FORM_TAKES_NO_FILE });
    expect(FORM_TAKES_NO_FILE).toBe(
      'Nothing was saved: this form takes no file, so it is sent as a plain form, not as multipart/form-data. ' +
        'Reload the page and try again.',
    );
  });

  it('refuses a multipart form cut off before its closing boundary with 400', async () => {
    const whole = await new Response(fieldsForm(3)).text();
    const type = new Response(fieldsForm(3)).headers.get('Content-Type') ?? '';
    const boundary = /boundary=(.*)$/.exec(type)?.[1] ?? '';
    const cut = whole.slice(0, whole.lastIndexOf(`--${boundary}--`));
    expect(
      await readFormBody(post(cut, { 'Content-Type': `multipart/form-data; boundary=${boundary}` }), true),
    ).toEqual({
      ok: false,
      status: 400,
      message: 'The form could not be read. Please try again.',
    });
  });

  it('refuses a JSON body with 400 and a message', async () => {
    const result = await readFormBody(post('{"intent":"reshuffle"}', { 'Content-Type': 'application/json' }));
    expect(result).toEqual({ ok: false, status: 400, message: 'The form could not be read. Please try again.' });
  });
});
