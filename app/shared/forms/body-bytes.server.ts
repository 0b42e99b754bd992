/** Reading a request body with a size cap, shared by the form and JSON readers. */

export type BodyBytesResult =
  { ok: true; bytes: Buffer<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'unreadable' | 'refused' };

/**
 * The whole body, never holding more than `maxBytes` of it: a declared Content-Length over the limit is refused
 * before reading, and a body that streams past it is cut off. `accept`, when given, sees each chunk as it arrives
 * and stops the reading (`refused`) by answering false.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  accept?: (chunk: Uint8Array) => boolean,
): Promise<BodyBytesResult> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discard(request.body?.getReader(), declared > maxBytes * DISCARD_FACTOR ? 0 : maxBytes * DISCARD_FACTOR);
    return { ok: false, reason: 'too-large' };
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        received += next.value.byteLength;
        // A chunk may cross both limits: the reader's own refusal, which says more, is the answer then.
        const refusal = accept && !accept(next.value) ? 'refused' : received > maxBytes ? 'too-large' : undefined;
        if (refusal) {
          await discard(reader, maxBytes * DISCARD_FACTOR - received);
          return { ok: false, reason: refusal };
        }
        chunks.push(next.value);
      }
    } catch {
      return { ok: false, reason: 'unreadable' }; // the client went away mid-upload
    }
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
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
