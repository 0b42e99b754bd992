import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** Signs in through the real development issuer, as a person would. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAndExpectDashboard(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await waitForHydration(page);
}
