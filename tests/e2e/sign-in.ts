import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { signInOverHttp } from '../support/http-sign-in';
import { baseURL } from '../../playwright.config';

/** Signs in through the real development issuer, as a person would. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAndExpectDashboard(page: Page, email: string) {
  await signIn(page, email);
  await expectDashboard(page);
}

/** The page is the signed-in member's dashboard, hydrated. */
export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL('/dashboard');
  await waitForHydration(page);
}

/**
 * Signs a member in through the development issuer over plain HTTP, as the load scripts do, and opens the dashboard
 * with that session: for the tests about something else that need members who are not demo accounts (those have
 * stored sessions, demo-sessions.ts), at a fraction of the pages' cost.
 */
export async function signInOverHttpAndOpenDashboard(page: Page, email: string) {
  const cookie = await signInOverHttp(baseURL, email);
  const at = cookie.indexOf('=');
  await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseURL }]);
  await page.goto('/dashboard');
  await expectDashboard(page);
}
