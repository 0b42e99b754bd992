import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerErrors } from './error-answer';

const logger = pino({ level: 'silent' });
const logged = vi.spyOn(logger, 'error');
let origin = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  // Express's own handler would print the stack outside production; the site's must not whatever NODE_ENV says.
  app.set('env', 'development');
  app.get('/crash', () => {
    throw new Error(`failed reading ${import.meta.filename}`);
  });
  app.post('/bad-json', express.json(), (_req, res) => void res.send('unreachable'));
  app.use(answerErrors(logger));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe('answerErrors', () => {
  it('answers an unexpected error with 500 and a short page without the trace, and logs it once', async () => {
    logged.mockClear();
    const response = await fetch(`${origin}/crash`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain('Something went wrong on our side. Please try again in a minute.');
    expect(body).not.toMatch(/\bat |error-answer|failed reading/);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("keeps the error's own 4xx status and does not log the client's mistake as a server error", async () => {
    logged.mockClear();
    const response = await fetch(`${origin}/bad-json`, {
      method: 'POST',
      body: '{"a": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain(
      'The request could not be understood (400 Bad Request). Check the address or form and try again.',
    );
    expect(body).not.toMatch(/\bat |SyntaxError|node_modules/);
    expect(logged).not.toHaveBeenCalled();
  });
});
