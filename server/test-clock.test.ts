import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { now, TEST_CLOCK_COOKIE } from '../app/shared/time/clock.server';
import { parseEnv, SITE_MODES, type SiteMode } from '../app/shared/runtime/env.server';
import { followTestClock } from './test-clock';

/** The "now" a request's handler sees, after the middleware, a tick later (as a loader runs). */
function nowSeenBy(mode: SiteMode, cookie: string | undefined): Promise<Date> {
  const request = { get: (name: string) => (name === 'Cookie' ? cookie : undefined) } as unknown as Request;
  return new Promise((resolve) => {
    followTestClock(() =>
      parseEnv({
        SITE_MODE: mode,
        SESSION_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://example.org',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
    )(request, {} as Response, () => void setTimeout(() => resolve(now()), 1));
  });
}

const cookie = `theme=dark; ${TEST_CLOCK_COOKIE}=${encodeURIComponent('2027-01-01T08:00:00.000Z')}`;

describe('the test clock', () => {
  it("fixes a test server's now at the cookie's instant for that request and what it starts", async () => {
    expect((await nowSeenBy('test', cookie)).toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it.each(SITE_MODES.filter((mode) => mode !== 'test'))('is ignored by a %s server', async (mode) => {
    const seen = await nowSeenBy(mode, cookie);
    expect(Math.abs(seen.getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('leaves now alone without the cookie or with an unreadable one', async () => {
    for (const header of [undefined, 'theme=dark', `${TEST_CLOCK_COOKIE}=soon`, `${TEST_CLOCK_COOKIE}=%E0%A4%A`]) {
      expect(Math.abs((await nowSeenBy('test', header)).getTime() - Date.now())).toBeLessThan(5_000);
    }
  });

  it('does not leak into requests without the cookie', async () => {
    await nowSeenBy('test', cookie);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
