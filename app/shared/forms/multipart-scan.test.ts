import { describe, expect, it } from 'vitest';
import { MultipartScan } from './multipart-scan';

/** A form as a browser encodes it: its bytes and its boundary. */
async function encoded(form: FormData): Promise<{ bytes: Buffer; boundary: string }> {
  const response = new Response(form);
  const boundary = /boundary=(.+)$/.exec(response.headers.get('Content-Type') ?? '')?.[1] ?? '';
  return { bytes: Buffer.from(await response.arrayBuffer()), boundary };
}

/** Pushes the bytes in chunks of `size`; answers the problem, if any, and how many bytes it took to find it. */
function scan(bytes: Buffer, boundary: string, size: number, limits = { fields: 10, textBytes: 1000 }) {
  const scanner = new MultipartScan(boundary, limits);
  for (let at = 0; at < bytes.length; at += size) {
    if (!scanner.push(bytes.subarray(at, at + size))) return { problem: scanner.problem, read: at + size };
  }
  scanner.finish();
  return { problem: scanner.problem, read: bytes.length };
}

function form(fields: number, value: string, file?: File): FormData {
  const out = new FormData();
  for (let i = 0; i < fields; i++) out.append(`f${i}`, value);
  if (file) out.append('picture', file);
  return out;
}

describe('MultipartScan', () => {
  it.each([1, 2, 3, 7, 64, 100_000])('takes a form within the limits, whatever the chunk size (%i)', async (size) => {
    const { bytes, boundary } = await encoded(form(9, 'é'.repeat(50), new File(['x'.repeat(5000)], 'me.png')));
    expect(scan(bytes, boundary, size)).toEqual({ problem: undefined, read: bytes.length });
  });

  it('counts a text value as a file part does not, names included', async () => {
    // 10 names of 2 bytes and 10 values of 98: exactly 1000 bytes of text.
    const fits = await encoded(form(10, 'v'.repeat(98)));
    expect(scan(fits.bytes, fits.boundary, 5).problem).toBeUndefined();
    const over = await encoded(form(10, 'v'.repeat(99)));
    expect(scan(over.bytes, over.boundary, 5).problem).toBe('too-much-text');
    const file = await encoded(form(1, 'x', new File(['y'.repeat(100_000)], 'big.png')));
    expect(scan(file.bytes, file.boundary, 5).problem).toBeUndefined();
  });

  it('takes a part as a file only by its Content-Disposition, as the form parser does', () => {
    const part = (headers: string) => Buffer.from(`--b\r\n${headers}\r\n\r\n${'v'.repeat(2000)}\r\n--b--\r\n`);
    const file = part('Content-Disposition: form-data; name="f"; filename="a.txt"');
    expect(scan(file, 'b', 64).problem).toBeUndefined();
    for (const elsewhere of [
      'Content-Disposition: form-data; name="f"\r\nContent-Type: text/plain; filename=a.txt',
      'X-Note: x; filename="a.txt"\r\nContent-Disposition: form-data; name="f"',
    ]) {
      expect(scan(part(elsewhere), 'b', 64).problem).toBe('too-much-text');
    }
  });

  it('refuses at the part past the field limit, long before the end of the body', async () => {
    const { bytes, boundary } = await encoded(form(5000, 'x'));
    const { problem, read } = scan(bytes, boundary, 64);
    expect(problem).toBe('too-many-fields');
    expect(read).toBeLessThan(bytes.length / 100);
  });

  it('refuses a body cut off before its closing delimiter, or with a header block that never ends', async () => {
    const { bytes, boundary } = await encoded(form(3, 'x'));
    expect(scan(bytes.subarray(0, bytes.length - 10), boundary, 8).problem).toBe('unreadable');
    const endless = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${'a'.repeat(20_000)}`);
    expect(scan(endless, boundary, 1000).problem).toBe('unreadable');
  });
});
