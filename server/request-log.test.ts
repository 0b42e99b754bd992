import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { RequestHandler } from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../app/shared/runtime/env.server';
import { createBaseApp } from './http';

/** Serves each path through the shared middleware and returns the request log's lines. */
async function logLinesFor(paths: string[]): Promise<Array<{ url: string }>> {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
  const notFound: RequestHandler = (_req, res) => void res.status(404).end();
  const app = createBaseApp({
    logger: pino(sink),
    strictCsp: false,
    settings: parseEnv({ SITE_MODE: 'test' }),
    pages: notFound,
  });
  app.use(notFound);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  for (const path of paths) await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
  await new Promise((resolve) => server.close(resolve));
  return lines.map((line) => JSON.parse(line) as { url: string });
}

describe('request log', () => {
  it('never writes the code or state of a sign-in callback', async () => {
    const [line] = await logLinesFor(['/auth/callback?code=SECRET-CODE&state=SECRET-STATE&iss=x']);
    expect(line?.url).toMatch(/^\/auth\/callback/);
    expect(JSON.stringify(line)).not.toMatch(/SECRET-CODE|SECRET-STATE/);
  });

  it('hides secret-bearing parameters on any path and keeps the rest of the address', async () => {
    const [issuer, login] = await logLinesFor([
      '/dev-oidc/auth?client_id=site&state=SECRET-STATE&nonce=SECRET-NONCE&code_challenge=SECRET-PKCE',
      '/login?error=Sign-in+failed.',
    ]);
    expect(issuer?.url).toContain('client_id=site');
    expect(JSON.stringify(issuer)).not.toMatch(/SECRET/);
    expect(login?.url).toBe('/login?error=Sign-in+failed.');
  });
});
