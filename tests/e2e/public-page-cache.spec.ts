import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDashboardAs } from './demo-sessions';
import { loadKeptPage } from './kept-page';

/**
 * Public pages reach signed-out visitors from memory, rendered once per version of what they show: an officer's
 * change shows to them on their very next load, and each copy's scripts run under the policy sent with it.
 */

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Loads the home page as a visitor and returns its regent's message, checking the page's nonce against its policy. */
async function visitorReadsMessage(visitor: Page): Promise<string> {
  await loadKeptPage(visitor, '/');
  const message = visitor.locator('section', {
    has: visitor.getByRole('heading', { name: 'A Message from the Regent' }),
  });
  return (await message.innerText()).trim();
}

test("the Regent's edit and its restore show at once to a signed-out visitor", async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const errors = consoleErrors(visitor);
  const before = await visitorReadsMessage(visitor);
  // A second load, from memory, is the same page with scripts that still run.
  expect(await visitorReadsMessage(visitor)).toBe(before);
  expect((await visitorContext.cookies()).length).toBe(0);

  await openDashboardAs(page, 'regent@example.org');
  await page.goto('/admin/content');
  const regent = page.getByRole('region', { name: "Regent's message" });
  await regent.getByRole('textbox', { name: 'Message' }).fill('Rush starts Monday: the whole chapter will be there.');
  await regent.getByRole('button', { name: "Save regent's message" }).click();
  await expect(regent.getByRole('status')).toHaveText('Saved. The site shows the change on the next page load.');

  expect(await visitorReadsMessage(visitor)).toContain('Rush starts Monday: the whole chapter will be there.');

  await regent.getByRole('button', { name: 'Restore previous version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(regent.getByRole('textbox', { name: 'Message' })).not.toHaveValue(/Rush starts Monday/);

  expect(await visitorReadsMessage(visitor)).toBe(before);
  expect(errors).toEqual([]);
  await visitorContext.close();
});

test('a signed-in member gets the pages rendered for them, never the copies kept for visitors', async ({
  page,
  browser,
}) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const path of ['/', '/alumni']) await visitor.goto(path);
  await expect(visitor.getByRole('link', { name: 'Sign in to view LinkedIn' }).first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Login' })).toBeVisible();

  await openDashboardAs(page, 'member@example.org');
  await page.goto('/alumni');
  await expect(page.getByRole('heading', { name: 'Our Alumni' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to view LinkedIn' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await visitorContext.close();
});
