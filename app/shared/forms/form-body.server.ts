import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from '../pictures/pictures';
import { readBodyBytes } from './body-bytes.server';
import { MultipartScan } from './multipart-scan';

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
export const FORM_TAKES_NO_FILE =
  'Nothing was saved: this form takes no file, so it is sent as a plain form, not as multipart/form-data. Reload the page and try again.';

export type FormBodyResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART = /^multipart\/form-data\b/i;
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i;
const AMPERSAND = 0x26;

const tooLarge = (message: string) => ({ ok: false, status: 413, message }) as const;
const UNREADABLE = { ok: false, status: 400, message: FORM_UNREADABLE } as const;

/**
 * Parses a posted form, refusing one past a limit as its bytes arrive, before parsing (the limits: docs/features.md,
 * "Forms"). Refusals are 413, 415 or 400 with a message for the member, never an exception.
 */
export async function readFormBody(request: Request, takesFile = false): Promise<FormBodyResult> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (URLENCODED.test(contentType)) {
    // Each field but the first follows an ampersand.
    let ampersands = 0;
    const body = await readBodyBytes(request, FORM_TEXT_MAX_BYTES, (chunk) => {
      for (const byte of chunk) if (byte === AMPERSAND) ampersands += 1;
      return ampersands < FORM_FIELDS_MAX;
    });
    if (!body.ok && body.reason === 'refused') return tooLarge(TOO_MANY_FIELDS);
    if (!body.ok) return body.reason === 'too-large' ? tooLarge(FORM_TOO_LARGE) : UNREADABLE;
    return parsed(body.bytes, contentType);
  }
  if (!MULTIPART.test(contentType)) return UNREADABLE;
  if (!takesFile) {
    // Read and dropped unparsed, as any refused upload is, so that the client gets to read the answer.
    await readBodyBytes(request, PICTURE_FORM_MAX_BYTES, () => false);
    return { ok: false, status: 415, message: FORM_TAKES_NO_FILE };
  }
  const boundary = BOUNDARY.exec(contentType);
  if (!boundary) return UNREADABLE;
  const scan = new MultipartScan(boundary[1] ?? boundary[2] ?? '', {
    fields: FORM_FIELDS_MAX,
    textBytes: FORM_TEXT_MAX_BYTES,
  });
  const body = await readBodyBytes(request, PICTURE_FORM_MAX_BYTES, (chunk) => scan.push(chunk));
  if (body.ok) scan.finish();
  if (scan.problem === 'too-many-fields') return tooLarge(TOO_MANY_FIELDS);
  if (scan.problem === 'too-much-text') return tooLarge(FORM_TOO_LARGE);
  if (!body.ok) return body.reason === 'too-large' ? tooLarge(PICTURE_TOO_LARGE) : UNREADABLE;
  return scan.problem === undefined ? parsed(body.bytes, contentType) : UNREADABLE;
}

async function parsed(bytes: Buffer<ArrayBuffer>, contentType: string): Promise<FormBodyResult> {
  try {
    return { ok: true, form: await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData() };
  } catch {
    return UNREADABLE;
  }
}
