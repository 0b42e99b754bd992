import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoEmail } from '../support/who-may-use-what';
import { expectDashboard } from './sign-in';

/**
 * Each demo account signs in once per run, through the sign-in pages (demo-sessions.setup.ts); the specs then reuse
 * its browser state from here. The folder is Playwright's output folder, emptied at the start of every run, as the
 * database the sessions live in is made afresh.
 */
export const DEMO_SESSIONS_DIR = path.join(import.meta.dirname, '../../test-results/demo-sessions');

/** The stored browser state (cookies) of a demo account signed in this run. */
export const sessionFileOf = (email: DemoEmail) => path.join(DEMO_SESSIONS_DIR, `${email}.json`);

export const isDemoAccount = (email: string): email is DemoEmail => DEMO_ACCOUNTS.some(([e]) => e === email);

/**
 * Gives the browser the demo account's stored session. The session is shared by every test of the run: a test that
 * signs out, or ends the member's sessions otherwise, signs in through the pages for a session of its own.
 */
export async function addStoredSession(context: BrowserContext, email: DemoEmail): Promise<void> {
  const { cookies } = JSON.parse(fs.readFileSync(sessionFileOf(email), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(cookies);
}

/** Opens the dashboard signed in as the demo account, with its stored session, once the page has hydrated. */
export async function openDashboardAs(page: Page, email: DemoEmail): Promise<void> {
  await addStoredSession(page.context(), email);
  await page.goto('/dashboard');
  await expectDashboard(page);
}
