import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from '../pictures/pictures';
import { readBodyBytes } from './body-bytes.server';

/** Room for the text fields and multipart boundaries of a form that carries one picture. */
export const PICTURE_FORM_MAX_BYTES = MAX_PICTURE_BYTES + 256 * 1024;

/**
 * The most text a form may carry, its files aside. The largest form without a file is the rush season at its
 * limits (12 weeks of 20 events): about 44 KB typed in English, 204 KB urlencoded when every name is in Chinese
 * (each character posts as 9 bytes). A spoon chain of 1000 players is 15 KB.
 */
export const FORM_TEXT_MAX_BYTES = 256 * 1024;

/**
 * The most fields a form may have. The rush season at its limits posts 738, a spoon chain at most 1001; every other
 * form a few dozen. Actions go through the fields by name, so their number bounds their work.
 */
export const FORM_FIELDS_MAX = 2000;

export const FORM_TOO_LARGE = `Nothing was saved: the form holds more than ${FORM_TEXT_MAX_BYTES / 1024} KB of text. Shorten the longest fields and try again.`;
export const TOO_MANY_FIELDS = `Nothing was saved: the form has more than ${FORM_FIELDS_MAX.toLocaleString('en-US')} fields. Reload the page and try again.`;
export const FORM_UNREADABLE = 'The form could not be read. Please try again.';

export type FormBodyResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * Parses a posted form (multipart or urlencoded) without ever holding more than `maxBytes` of it. A urlencoded form
 * is all text, so it is capped at FORM_TEXT_MAX_BYTES before reading; a multipart form may carry files up to
 * `maxBytes` (a picture by default) but no more text than that cap nor more than FORM_FIELDS_MAX fields. Refusals
 * are 413 (too large) or 400 (unreadable, or not a form at all) with a message for the member, never an exception.
 */
export async function readFormBody(request: Request, maxBytes = PICTURE_FORM_MAX_BYTES): Promise<FormBodyResult> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const limit = URLENCODED.test(contentType) ? Math.min(maxBytes, FORM_TEXT_MAX_BYTES) : maxBytes;
  const tooLarge = {
    ok: false,
    status: 413,
    message: limit > FORM_TEXT_MAX_BYTES ? PICTURE_TOO_LARGE : FORM_TOO_LARGE,
  } as const;
  const unreadable = { ok: false, status: 400, message: FORM_UNREADABLE } as const;

  if (!FORM_TYPES.test(contentType)) return unreadable;
  const body = await readBodyBytes(request, limit);
  if (!body.ok) return body.reason === 'too-large' ? tooLarge : unreadable;
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    return unreadable;
  }
  let fields = 0;
  let textBytes = 0;
  for (const [name, value] of form) {
    fields += 1;
    textBytes += Buffer.byteLength(name) + (typeof value === 'string' ? Buffer.byteLength(value) : 0);
  }
  if (fields > FORM_FIELDS_MAX) return { ok: false, status: 413, message: TOO_MANY_FIELDS };
  if (textBytes > FORM_TEXT_MAX_BYTES) return { ok: false, status: 413, message: FORM_TOO_LARGE };
  return { ok: true, form };
}
