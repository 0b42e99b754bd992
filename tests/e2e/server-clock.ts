import type { BrowserContext } from '@playwright/test';
import { TEST_CLOCK_COOKIE } from '../../app/shared/time/clock.server';
import { baseURL } from '../../playwright.config';

/**
 * Moves the server's clock for this browser only (the test server follows the cookie; see
 * app/shared/time/clock.server.ts): other browsers, and other specs sharing the server, keep the real time.
 */
export async function setServerClock(context: BrowserContext, instant: Date): Promise<void> {
  await context.addCookies([{ name: TEST_CLOCK_COOKIE, value: instant.toISOString(), url: baseURL }]);
}
