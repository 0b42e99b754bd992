import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from '../domain/pictures';

/** Room for the text fields and multipart boundaries of a form that carries one picture. */
export const PICTURE_FORM_MAX_BYTES = MAX_PICTURE_BYTES + 256 * 1024;

export type FormBodyResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

const MALFORMED = 'The form could not be read. Please try again.';

/**
 * Parses a posted form (multipart or urlencoded) without ever holding more than `maxBytes` of it: a declared
 * Content-Length over the limit is refused before reading, and a body that streams past it is cut off. Refusals
 * are 413 (too large) or 400 (unreadable) with a message for the member, never an exception.
 */
export async function readFormBody(request: Request, maxBytes = PICTURE_FORM_MAX_BYTES): Promise<FormBodyResult> {
  const tooLarge = { ok: false, status: 413, message: PICTURE_TOO_LARGE } as const;
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discard(request.body?.getReader(), declared > maxBytes * DISCARD_FACTOR ? 0 : maxBytes * DISCARD_FACTOR);
    return tooLarge;
  }
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    return { ok: false, status: 400, message: MALFORMED };
  }

  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        received += next.value.byteLength;
        if (received > maxBytes) {
          await discard(reader, maxBytes * DISCARD_FACTOR - received);
          return tooLarge;
        }
        chunks.push(next.value);
      }
    } catch {
      return { ok: false, status: 400, message: MALFORMED }; // the client went away mid-upload
    }
  }
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: MALFORMED };
  }
}

// A browser reads the answer only after sending its whole body: a refused upload of a few megabytes is read to its
// end and thrown away so that the member sees the message; anything far larger is cut off.
const DISCARD_FACTOR = 4;

async function discard(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, budget: number): Promise<void> {
  if (!reader) return;
  if (budget <= 0) {
    await reader.cancel().catch(() => undefined);
    return;
  }
  let left = budget;
  try {
    for (let next = await reader.read(); !next.done && left > 0; next = await reader.read())
      left -= next.value.byteLength;
  } catch {
    return;
  }
  await reader.cancel().catch(() => undefined);
}
