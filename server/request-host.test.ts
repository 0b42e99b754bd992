import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { isValidHost, MISSING_HOST, refuseMalformedHost } from './request-host';

describe('isValidHost', () => {
  it.each(['localhost', 'localhost:3000', 'ue.example.org', '127.0.0.1:8080', '[::1]:3000'])('accepts %s', (host) =>
    expect(isValidHost(host)).toBe(true),
  );

  it.each(['a b', 'localhost:99999', '[', 'exa%mple', 'x/y', 'a@b', ''])('refuses %j', (host) =>
    expect(isValidHost(host)).toBe(false),
  );
});

/** Sends a request exactly as written, which fetch and http.get cannot do without a Host header. */
async function rawRequest(request: string): Promise<string> {
  const app = express();
  app.use(refuseMalformedHost);
  app.get('/', (req, res) => void res.send(`hello ${req.hostname}`));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.end(request);
    let answer = '';
    for await (const chunk of socket) answer += String(chunk);
    return answer;
  } finally {
    server.close();
  }
}

describe('refuseMalformedHost', () => {
  it('refuses an HTTP/1.0 request without a Host header with 400 and what to do', async () => {
    const answer = await rawRequest('GET / HTTP/1.0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.endsWith(`\r\n\r\n${MISSING_HOST}`)).toBe(true);
  });

  it('passes a request with a valid Host header on', async () => {
    const answer = await rawRequest('GET / HTTP/1.0\r\nHost: localhost:3000\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.endsWith('\r\n\r\nhello localhost')).toBe(true);
  });
});
