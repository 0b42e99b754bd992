import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../app/lib/rate-limiter';
import { limitRequests } from './rate-limit';

interface Outcome {
  passed: boolean;
  page: { method: string; tooManyRequests: unknown } | null;
  status: number;
  headers: Record<string, string>;
  body: string;
}

function call(handler: RequestHandler, req: { key?: string; accept?: string; method?: string }): Outcome {
  const outcome: Outcome = { passed: false, page: null, status: 200, headers: {}, body: '' };
  const res = {
    locals: {} as Record<string, unknown>,
    set: (name: string, value: string) => ((outcome.headers[name] = value), res),
    status: (code: number) => ((outcome.status = code), res),
    type: () => res,
    send: (body: string) => ((outcome.body = body), res),
  };
  const request = {
    key: req.key,
    method: req.method ?? 'POST',
    get: (name: string) => (name === 'Accept' ? req.accept : undefined),
  } as unknown as Request;
  handler(request, res as unknown as Response, () => (outcome.passed = true));
  return outcome;
}

function limiter(max: number, pagesSeen: Outcome[] = []) {
  const clock = { time: 1_000_000 };
  const handler = limitRequests({
    limiter: createRateLimiter({ windowMs: 60_000, max, now: () => clock.time }),
    keyOf: (req) => (req as unknown as { key?: string }).key,
    pages: (req, res) => {
      pagesSeen.push({
        passed: false,
        page: { method: req.method, tooManyRequests: res.locals.tooManyRequests },
        status: 0,
        headers: {},
        body: '',
      });
    },
  });
  return { handler, clock };
}

describe('limitRequests', () => {
  it('lets max requests through per key and window, then refuses a script with 429, Retry-After and when', () => {
    const { handler, clock } = limiter(3);
    expect([1, 2, 3].map(() => call(handler, { key: 'member-a' }).passed)).toEqual([true, true, true]);
    expect(call(handler, { key: 'member-a' })).toMatchObject({
      passed: false,
      status: 429,
      headers: { 'Retry-After': '60' },
      body: 'Too many requests. Please try again in 60 seconds.',
    });
    expect(call(handler, { key: 'member-b' }).passed).toBe(true);
    clock.time += 60_000;
    expect(call(handler, { key: 'member-a' }).passed).toBe(true);
  });

  it('never counts a request without a key', () => {
    const { handler } = limiter(1);
    for (let n = 0; n < 20; n++) expect(call(handler, {}).passed).toBe(true);
  });

  it('hands a refused page request to the pages, as a read, with how long to wait', () => {
    const pages: Outcome[] = [];
    const { handler, clock } = limiter(1, pages);
    call(handler, { key: 'a' });
    clock.time += 20_000;
    const refused = call(handler, { key: 'a', accept: 'text/html,application/xhtml+xml', method: 'POST' });
    expect(refused.passed).toBe(false);
    expect(pages.map((p) => p.page)).toEqual([{ method: 'GET', tooManyRequests: { retryAfterSeconds: 40 } }]);
  });
});
