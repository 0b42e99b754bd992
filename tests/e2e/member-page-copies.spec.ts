import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { openDashboardAs } from './demo-sessions';
import { loadKeptPage } from './kept-page';

/**
 * A member's dashboard comes from memory on a reload, rendered once per session and version of what it shows: its
 * scripts run under the policy sent with the copy, and a change shows on the very next load. A signed-out session's
 * cookie replayed gets no copy: tests/e2e/auth.spec.ts.
 */

/** Loads the dashboard and returns the nonce of its scripts, checked against the policy it came with. */
async function loadDashboard(page: Page): Promise<string> {
  const { nonce, response } = await loadKeptPage(page, '/dashboard');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  return nonce;
}

test('a reload is served from memory and works, and a saved change shows on the next load', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openDashboardAs(page, 'brotherhood@example.org');
  // The same copy twice, when nothing changed in between (other specs write to the shared database meanwhile).
  let first = '';
  await expect(async () => {
    first = await loadDashboard(page);
    expect(await loadDashboard(page)).toBe(first);
  }).toPass({ timeout: 20_000 });
  // Its scripts run: the account menu opens.
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('button', { name: /account menu/ }).click();

  // The member's major, changed in another tab of the same session, shows on the next load of this one.
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await waitForHydration(other);
  await other.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = other.getByRole('dialog', { name: 'Edit Profile' });
  const major = dialog.getByLabel('Major');
  const was = await major.inputValue();
  await major.fill('Bioengineering, renewed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const renewed = await loadDashboard(page);
  expect(renewed).not.toBe(first);
  await expect(page.getByText('Bioengineering, renewed')).toBeVisible();

  await other.getByRole('button', { name: 'Edit profile' }).click();
  await major.fill(was);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
