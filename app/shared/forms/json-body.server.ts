import { readBodyBytes } from './body-bytes.server';

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

export const JSON_TOO_LARGE = 'Nothing was saved: the request is too large. Save fewer changes at a time.';
export const JSON_UNREADABLE = 'The request could not be read. Please reload the page and try again.';
export const JSON_REQUIRED = 'The request must be sent as JSON (Content-Type: application/json).';

// Exactly JSON, with or without parameters: `application/json-patch+json` and the like are other formats.
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Parses a posted JSON body of at most `maxBytes`. Anything else (another content type: 415, broken JSON: 400, a
 * body past the cap: 413) is answered with a message, never an exception. Requiring the JSON content type also means another
 * site's page cannot send it without the browser asking this site first.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  if (!JSON_TYPE.test(request.headers.get('Content-Type') ?? '')) {
    return { ok: false, status: 415, message: JSON_REQUIRED };
  }
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? { ok: false, status: 413, message: JSON_TOO_LARGE }
      : { ok: false, status: 400, message: JSON_UNREADABLE };
  }
  try {
    return { ok: true, value: JSON.parse(body.bytes.toString('utf8')) as unknown };
  } catch {
    return { ok: false, status: 400, message: JSON_UNREADABLE };
  }
}
