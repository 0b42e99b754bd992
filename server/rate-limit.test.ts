import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit';

function call(handler: ReturnType<typeof rateLimit>, ip: string) {
  const result = { passed: false, status: 200, retryAfter: '' };
  const res = {
    set: (_name: string, value: string) => ((result.retryAfter = value), res),
    status: (code: number) => ((result.status = code), res),
    type: () => res,
    send: () => res,
  };
  handler({ ip } as Request, res as unknown as Response, () => (result.passed = true));
  return result;
}

describe('rateLimit', () => {
  it('lets max requests through per address and window, then answers 429 until the window ends', () => {
    let time = 1_000_000;
    const limiter = rateLimit({ windowMs: 60_000, max: 3, now: () => time });
    expect([1, 2, 3].map(() => call(limiter, '10.0.0.1').passed)).toEqual([true, true, true]);
    const refused = call(limiter, '10.0.0.1');
    expect(refused).toEqual({ passed: false, status: 429, retryAfter: '60' });
    expect(call(limiter, '10.0.0.2').passed).toBe(true); // another address has its own budget
    time += 60_000;
    expect(call(limiter, '10.0.0.1').passed).toBe(true);
  });
});
