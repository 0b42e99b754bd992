import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_ADDRESS } from './malformed-address';
import { precompressedAssets } from './precompressed';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
const source = 'export const answer = 42;\n'.repeat(50);
let origin = '';
let close: () => void;

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'app.js'), source);
  fs.writeFileSync(path.join(dir, 'app.js.br'), zlib.brotliCompressSync(source));
  fs.writeFileSync(path.join(dir, 'plain.js'), source);
  const app = express();
  app.use('/assets', precompressedAssets(dir));
  app.use('/assets', express.static(dir));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// fetch() would decode brotli itself; the raw bytes show what was sent.
async function get(file: string, encoding: string) {
  const response = await fetch(`${origin}/assets/${file}`, { headers: { 'Accept-Encoding': encoding } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('precompressedAssets', () => {
  it('sends the brotli copy with the original content type to a browser that accepts brotli', async () => {
    const { response } = await get('app.js', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Number(response.headers.get('content-length'))).toBe(fs.statSync(path.join(dir, 'app.js.br')).size);
  });

  it('leaves other browsers and files without a copy to the static handler', async () => {
    const plain = await get('app.js', 'gzip');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(source);
    const noCopy = await get('plain.js', 'br');
    expect(noCopy.response.headers.get('content-encoding')).toBeNull();
  });

  it.each(['br', 'gzip', 'identity'])(
    'refuses an address with a malformed percent-escape with 400 and a short reason (Accept-Encoding %s)',
    async (encoding) => {
      const { response, bytes } = await get('%E0%A4%A.js', encoding);
      expect(response.status).toBe(400);
      expect(bytes.toString()).toBe(MALFORMED_ADDRESS);
    },
  );

  it('never serves a file outside its folder', async () => {
    const { response } = await get('..%2F..%2Fetc%2Fpasswd', 'br');
    expect(response.status).toBe(404);
  });
});
