import type { AddressInfo } from 'node:net';
import http from 'node:http';
import type { RequestHandler } from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../app/shared/runtime/env.server';
import { answerErrors } from './error-answer';
import { createBaseApp } from './http';

const logger = pino({ level: 'silent' });
const logged = vi.spyOn(logger, 'error');
let port = 0;
let close: () => void;

beforeAll(async () => {
  // The site's pages, as React Router answers them: a request the Fetch API cannot express (TRACE) throws.
  const pages: RequestHandler = (req, res) => {
    new Request(`http://localhost${req.url}`, { method: req.method });
    res.send('page');
  };
  const app = createBaseApp({ logger, strictCsp: true, settings: parseEnv({ SITE_MODE: 'test' }), pages });
  app.use(pages);
  app.use(answerErrors(logger));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});

afterAll(() => close());

/** Sends a request with any method (fetch refuses TRACE itself) and answers its status, headers and body. */
function send(
  method: string,
): Promise<{ status: number; allow?: string; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: '/' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('methods the site does not answer', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 405, the methods it takes, no stack and no error log',
    async (method) => {
      logged.mockClear();
      const answer = await send(method);
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(answer.body).toBe(`The method ${method} is not used on this site.`);
      expect(logged).not.toHaveBeenCalled();
    },
  );

  it('carries the security headers every other answer does', async () => {
    const page = (await send('GET')).headers;
    const refused = (await send('TRACE')).headers;
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'permissions-policy']) {
      expect({ name, value: refused[name] }).toEqual({ name, value: expect.any(String) });
    }
    expect(refused['x-content-type-options']).toBe(page['x-content-type-options']);
    expect(refused['permissions-policy']).toBe(page['permissions-policy']);
  });

  it('lets pages answer GET and POST', async () => {
    expect((await send('GET')).body).toBe('page');
    expect((await send('POST')).body).toBe('page');
  });
});
