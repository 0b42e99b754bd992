import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptPreloadsLeftOut, withoutScriptPreloads } from './script-preloads.server';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/shared-2.js" nonce="abc"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/root-3.css"/></head>';
const BODY =
  '<body><main>Ελληνικά: Θήτα Ταυ</main><p>rel="modulepreload" stays in text</p>' +
  '<script type="module" async="" nonce="abc">import * as route0 from "/assets/root-4.js";</script></body></html>';
const EXPECTED_HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/root-3.css"/></head>';

/** The document streamed through the transform in chunks of the given size (in bytes). */
async function streamed(document: string, size: number): Promise<string> {
  const bytes = Buffer.from(document);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(scriptPreloadsLeftOut()));
}

describe('script preloads', () => {
  it('leaves the module preloads out of the head and keeps every other link', () => {
    expect(withoutScriptPreloads(HEAD)).toBe(EXPECTED_HEAD);
  });

  it('finds a preload written with its attributes in another order', () => {
    expect(withoutScriptPreloads('<head><link nonce="n" href="/a.js" rel="modulepreload"/></head>')).toBe(
      '<head></head>',
    );
  });

  it.each([1, 3, 7, 64, 100_000])('streams the same document whatever the chunk size (%i bytes)', async (size) => {
    expect(await streamed(HEAD + BODY, size)).toBe(EXPECTED_HEAD + BODY);
  });

  it('passes a document without a head on as it came', async () => {
    expect(await streamed('<p>rel="modulepreload"</p>', 5)).toBe('<p>rel="modulepreload"</p>');
  });
});
