import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holdPictureQueue } from '../../../tests/support/busy-picture-queue';
import { makePicture, TEXT_FILE } from '../../../tests/fixtures/pictures';
import { PictureError } from '../pictures/picture-upload.server';
import { PICTURE_TOO_LARGE } from '../pictures/pictures';
import { answering, readForm, readPicture, refused, saved, UNNAMED_INTENT } from './action.server';
import { refuse } from './refusal';
import { FORM_TAKES_NO_FILE, FORM_TEXT_MAX_BYTES, FORM_TOO_LARGE, FORM_UNREADABLE } from './form-body.server';

/** What a browser gets from an answer: its status, headers and body. */
function answer<T>(result: { data: T; init: ResponseInit | null }) {
  return { status: result.init?.status, headers: new Headers(result.init?.headers), data: result.data };
}

/** A posted form as a browser sends it: urlencoded unless it carries a file. */
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/form', { method: 'POST', body: withoutFiles(body) ?? body, headers });

function withoutFiles(body: BodyInit): URLSearchParams | undefined {
  if (!(body instanceof FormData) || [...body.values()].some((value) => typeof value !== 'string')) return undefined;
  return new URLSearchParams(body as unknown as Record<string, string>);
}

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const profile = z.object({
  intent: z.literal('save'),
  name: z.string().min(1, 'Enter a name.').max(20, 'A name has at most 20 characters.'),
  year: z.coerce.number().int('Enter a year.'),
});

/** The refusal a read answered, failing the test when it was read instead. */
function refusalOf(read: Awaited<ReturnType<typeof readForm>> | Awaited<ReturnType<typeof readPicture>>) {
  if (read.ok) throw new Error('expected a refusal');
  return answer(read.refusal);
}

describe('saved and refused', () => {
  it('answer a saved change with 200, ok and its sentence, and what the page needs beside it', () => {
    expect(answer(saved('save', 'Saved.'))).toEqual({
      status: 200,
      headers: new Headers(),
      data: { intent: 'save', ok: true, message: 'Saved.' },
    });
    expect(answer(saved('import', 'Imported.', { added: 3 })).data).toEqual({
      intent: 'import',
      ok: true,
      message: 'Imported.',
      added: 3,
    });
  });

  it('answer a refusal with its status and reason, without errors unless fields are marked', () => {
    const plain = answer(refused('delete', 404, 'That record is gone.'));
    expect(plain).toEqual({
      status: 404,
      headers: new Headers(),
      data: { intent: 'delete', ok: false, message: 'That record is gone.' },
    });
    expect(plain.data).not.toHaveProperty('errors');
  });

  it('answer a refusal with its marked fields, headers and extras', () => {
    const busy = refused('save', 503, 'Busy.', {
      errors: { picture: 'Busy.' },
      headers: { 'Retry-After': '5' },
      extra: { rows: [2] },
    });
    const { status, headers, data } = answer(busy);
    expect(status).toBe(503);
    expect(headers.get('Retry-After')).toBe('5');
    expect(data).toEqual({ intent: 'save', ok: false, message: 'Busy.', errors: { picture: 'Busy.' }, rows: [2] });
  });
});

describe('readForm', () => {
  it('reads the fields through the schema and gives the form too', async () => {
    const read = await readForm(post(formOf({ intent: 'save', name: 'Sam', year: '2027' })), profile);
    if (!read.ok) throw new Error('expected the form to be read');
    expect(read.value.data).toEqual({ intent: 'save', name: 'Sam', year: 2027 });
    expect(read.value.form.get('name')).toBe('Sam');
  });

  it('hands the schema what `input` makes of the form, such as every value of a repeated field', async () => {
    const form = formOf({ intent: 'save' });
    for (const player of ['3', '1']) form.append('player', player);
    const schema = z.object({ intent: z.literal('save'), player: z.array(z.string()) });
    const read = await readForm(post(form), schema, {
      input: (f) => ({ ...Object.fromEntries(f), player: f.getAll('player') }),
    });
    expect(read.ok && read.value.data).toEqual({ intent: 'save', player: ['3', '1'] });
  });

  it('refuses a body that is not a form with 400 and the form-body message, under the fallback intent', async () => {
    const json = post('{"intent":"save"}', { 'Content-Type': 'application/json' });
    expect(refusalOf(await readForm(json, profile, { fallbackIntent: 'profile' }))).toEqual({
      status: 400,
      headers: new Headers(),
      data: { intent: 'profile', ok: false, message: FORM_UNREADABLE },
    });
    const again = post('{"intent":"save"}', { 'Content-Type': 'application/json' });
    expect(refusalOf(await readForm(again, profile)).data.intent).toBe(UNNAMED_INTENT);
  });

  it('refuses a form past its cap with 413 and the form-body message for its kind', async () => {
    const text = formOf({ intent: 'save', name: 'x'.repeat(FORM_TEXT_MAX_BYTES) });
    expect(refusalOf(await readForm(post(text), profile))).toMatchObject({
      status: 413,
      data: { intent: UNNAMED_INTENT, ok: false, message: FORM_TOO_LARGE },
    });
    const picture = formOf({ intent: 'save', picture: new File([new Uint8Array(6 * 1024 * 1024)], 'big.png') });
    expect(refusalOf(await readForm(post(picture), profile, { takesFile: true }))).toMatchObject({
      status: 413,
      data: { ok: false, message: PICTURE_TOO_LARGE },
    });
  });

  it('refuses a form sent as multipart with 415 unless the form takes a file', async () => {
    const multipart = () => new Request('http://localhost/form', { method: 'POST', body: formOf({ intent: 'save' }) });
    expect(refusalOf(await readForm(multipart(), profile))).toEqual({
      status: 415,
      headers: new Headers(),
      data: { intent: UNNAMED_INTENT, ok: false, message: FORM_TAKES_NO_FILE },
    });
    expect(refusalOf(await readForm(multipart(), profile, { takesFile: true })).status).toBe(400);
  });

  it('marks each refused field with its first message and says the only problem as the message', async () => {
    const schema = z.object({
      intent: z.literal('save'),
      code: z.string().min(4, 'At least 4 characters.').regex(/^\d+$/, 'Digits only.'),
    });
    expect(refusalOf(await readForm(post(formOf({ intent: 'save', code: 'ab' })), schema))).toEqual({
      status: 400,
      headers: new Headers(),
      data: {
        intent: 'save',
        ok: false,
        message: 'At least 4 characters.',
        errors: { code: 'At least 4 characters.' },
      },
    });
  });

  it('points to the marked fields when more than one is refused, under the form’s own intent', async () => {
    const read = await readForm(post(formOf({ intent: 'save', name: '', year: 'soon' })), profile);
    expect(refusalOf(read).data).toEqual({
      intent: 'save',
      ok: false,
      message: 'Nothing was saved: please correct the marked fields.',
      errors: { name: 'Enter a name.', year: expect.any(String) },
    });
  });

  it('answers any refusal of the schema with `invalidMessage` when the page gives one', async () => {
    const read = await readForm(post(formOf({ intent: 'rename', year: 'soon' })), profile, {
      invalidMessage: 'Unknown action.',
    });
    expect(refusalOf(read)).toMatchObject({
      status: 400,
      data: { intent: 'rename', ok: false, message: 'Unknown action.', errors: { intent: 'Unknown action.' } },
    });
  });
});

describe('readPicture', () => {
  it('reads nothing when no picture was chosen (no field, or the empty file browsers send)', async () => {
    expect(await readPicture(formOf({ name: 'Sam' }), 'picture', 'save')).toEqual({ ok: true, value: null });
    const empty = formOf({ picture: new File([], '') });
    expect(await readPicture(empty, 'picture', 'save')).toEqual({ ok: true, value: null });
  });

  it('makes a chosen picture ready to store', async () => {
    const form = formOf({ picture: new File([await makePicture('png', 40, 30)], 'me.png') });
    const read = await readPicture(form, 'picture', 'save');
    expect(read.ok && read.value).toMatchObject({ contentType: 'image/webp', width: 40, height: 30 });
  });

  it('refuses a file that is not a picture with 400, marked on its field', async () => {
    const form = formOf({ picture: new File([TEXT_FILE], 'me.png') });
    const { message } = new PictureError('unsupported-type');
    expect(refusalOf(await readPicture(form, 'picture', 'save'))).toEqual({
      status: 400,
      headers: new Headers(),
      data: { intent: 'save', ok: false, message, errors: { picture: message } },
    });
  });

  it('refuses with 503 and when to try again while the picture queue is full', async () => {
    const form = formOf({ photo: new File([await makePicture('png', 40, 30)], 'photo.png') });
    const busy = new PictureError('busy');
    const release = holdPictureQueue();
    try {
      const refusal = refusalOf(await readPicture(form, 'photo', 'gallery-add'));
      expect(refusal.status).toBe(503);
      expect(refusal.headers.get('Retry-After')).toBe('5');
      expect(refusal.data).toEqual({
        intent: 'gallery-add',
        ok: false,
        message: busy.message,
        errors: { photo: busy.message },
      });
    } finally {
      await release();
    }
  });

  it('lets any other failure through: it is a fault, not a refusal', async () => {
    const form = formOf({ picture: new File([TEXT_FILE], 'me.png') });
    const broken = () => Promise.reject(new Error('disk full'));
    await expect(readPicture(form, 'picture', 'save', broken)).rejects.toThrow('disk full');
  });
});

describe('answering', () => {
  it('answers what the change returns', async () => {
    expect(answer(await answering('save', 'Not saved.', async () => saved('save', 'Saved.')))).toMatchObject({
      status: 200,
      data: { intent: 'save', ok: true, message: 'Saved.' },
    });
  });

  it('answers a thrown refusal with its status, sentence, marked fields and headers', async () => {
    const result = await answering('save', 'Not saved.', async () =>
      refuse(409, 'Someone else changed it first.', { errors: { name: 'Taken.' }, headers: { 'X-Kind': 'stale' } }),
    );
    const { status, headers, data } = answer(result);
    expect([status, headers.get('X-Kind')]).toEqual([409, 'stale']);
    expect(data).toEqual({
      intent: 'save',
      ok: false,
      message: 'Someone else changed it first.',
      errors: { name: 'Taken.' },
    });
  });

  it('throws an unreachable database on, for the site-wide 503', async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(answering('save', 'Not saved.', () => Promise.reject(outage))).rejects.toBe(outage);
  });

  it('answers any other failure with 500 and the form’s own sentence, without its details', async () => {
    const result = await answering('save', 'Not saved.', () => Promise.reject(new Error('column "x" does not exist')));
    expect(answer(result)).toMatchObject({ status: 500, data: { intent: 'save', ok: false, message: 'Not saved.' } });
  });

  it('adds what the page reads beside the failure sentence, when given', async () => {
    const result = await answering('save', 'Not saved.', () => Promise.reject(new Error('disk full')), {
      section: 'rush',
    });
    expect(answer(result).data).toEqual({ intent: 'save', ok: false, message: 'Not saved.', section: 'rush' });
  });
});
