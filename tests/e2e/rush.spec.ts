import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { openDashboardAs } from './demo-sessions';

// The shipped season: from Thursday 7 January 2027, 19:00 in Santa Clara (03:00 UTC on the 8th), through Friday
// 22 January (until 08:00 UTC on the 23rd). The visitor's clock is set; the page follows it once it has loaded.
const BEFORE = new Date('2026-12-01T12:00:00Z');
const DURING = new Date('2027-01-12T20:00:00Z');
const AFTER = new Date('2027-02-01T18:00:00Z');

const BEGUN = 'Rush has begun! Come meet us at our events.';
const OVER = 'Winter Rush 2027 is over. Fill in the interest form and we will tell you when the next rush begins.';

async function openRush(page: Page, time: Date) {
  await page.clock.install({ time });
  await page.goto('/rush');
}

test('before the season: the countdown, the season dates and events whose dates are still to come', async ({
  page,
}) => {
  await openRush(page, BEFORE);
  await expect(page.getByRole('timer', { name: 'Time until rush begins' })).toBeVisible();
  await expect(page.getByText('Thu, Jan 7 to Fri, Jan 22, 2027')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.locator('main article').nth(1)).toContainText('Interviews (invite only) · date to be announced');
});

test('during the season: rush has begun, with the timeline and no word of dates to be announced', async ({ page }) => {
  await openRush(page, DURING);
  await expect(page.getByRole('status')).toHaveText(BEGUN);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Rush 2027 Timeline' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Theta Tau Info Night · Thu, Jan 7 · 7:00 PM');
  await expect(page.locator('main article').nth(1)).toHaveText(/Coffee Chats \(invite only\)\s*Interviews/);
  await expect(main).not.toContainText(/to be announced|TBD/);
});

test('after the season: rush is over, pointing to the interest form, with no countdown and no old timeline', async ({
  page,
}) => {
  await openRush(page, AFTER);
  await expect(page.getByRole('status')).toHaveText(OVER);
  await expect(page.getByRole('link', { name: 'INTEREST FORM' })).toHaveAttribute(
    'href',
    'https://forms.gle/thetatau-upsilon-epsilon-interest',
  );
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/has begun|Timeline|to be announced/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an open page turns to rush is over at midnight after the last day in Santa Clara', async ({ page }) => {
  await openRush(page, new Date('2027-01-23T07:59:50Z'));
  await page.clock.pauseAt(new Date('2027-01-23T07:59:55Z'));
  await expect(page.getByRole('status')).toHaveText(BEGUN);
  await page.clock.runFor(4000); // 07:59:59: still the last day
  await expect(page.getByRole('status')).toHaveText(BEGUN);
  await page.clock.runFor(2000);
  await expect(page.getByRole('status')).toHaveText(OVER);
});

const WARNING = 'The rush season ended on Fri, Jan 22, 2027.';

test('the Webmaster is told on /admin and Site Content once the rush dates have passed, with a link to set the next', async ({
  page,
}) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin');
  await expect(page.getByText(WARNING)).toHaveCount(0); // the shipped season is still to come

  await page.clock.install({ time: AFTER });
  await page.goto('/admin');
  await expect(page.getByText(WARNING)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Set the next rush season' }).click();
  await expect(page).toHaveURL('/admin/content#rush');
  await expect(page.getByRole('heading', { name: 'Rush season' })).toBeInViewport();

  await page.goto('/admin/content');
  await expect(page.getByText(WARNING)).toBeVisible();
  await page.getByRole('link', { name: 'Set the next rush season' }).click();
  await expect(page).toHaveURL('/admin/content#rush');
  await expect(page.getByRole('heading', { name: 'Rush season' })).toBeInViewport();
});

for (const email of ['regent@example.org', 'scribe@example.org'] as const) {
  test(`${email}, who cannot set the rush season, is not told it is over`, async ({ page }) => {
    await openDashboardAs(page, email);
    await page.clock.install({ time: AFTER });
    await page.goto(email.startsWith('regent') ? '/admin/content' : '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(WARNING)).toHaveCount(0);
  });
}
