import { describe, expect, it } from 'vitest';
import {
  FORM_FIELDS_MAX,
  FORM_TEXT_MAX_BYTES,
  FORM_TOO_LARGE,
  readFormBody,
  TOO_MANY_FIELDS,
} from './form-body.server';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/admin/content', { method: 'POST', body, headers });

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
    expect(await readFormBody(post(form))).toEqual({ ok: false, status: 413, message: FORM_TOO_LARGE });
  });

  it('still takes a picture of several MB with a few text fields', async () => {
    const form = fieldsForm(20);
    form.append('picture', new File([new Uint8Array(4 * 1024 * 1024)], 'me.png'));
    expect((await readFormBody(post(form))).ok).toBe(true);
  });

  it(`takes ${FORM_FIELDS_MAX} fields and refuses one more with 413`, async () => {
    expect((await readFormBody(post(fieldsForm(FORM_FIELDS_MAX)))).ok).toBe(true);
    expect(await readFormBody(post(fieldsForm(FORM_FIELDS_MAX + 1)))).toEqual({
      ok: false,
      status: 413,
      message: TOO_MANY_FIELDS,
    });
  });

  it('refuses a JSON body with 400 and a message', async () => {
    const result = await readFormBody(post('{"intent":"reshuffle"}', { 'Content-Type': 'application/json' }));
    expect(result).toEqual({ ok: false, status: 400, message: 'The form could not be read. Please try again.' });
  });
});
