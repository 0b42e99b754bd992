import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { brokenWords } from './layout';
import { openDashboardAs } from './demo-sessions';

// What a member and an officer meet across the events, check-in and attendance pages, read from the demo chapter's
// Elections Meeting (held ten days before the server seeded the chapter, 7:00 PM–9:00 PM on the chapter's clock; its
// check-ins recorded at 9:00 PM), and its Chapter Potluck eight days after. Nothing here writes, so the other specs'
// counts stay as they are.

const HELD = 'Elections Meeting';

/** Opens an event's page and gives the day it was held as the page writes it ("Sun, Nov 15"). */
async function openEvent(page: Page, name: string): Promise<string> {
  await page.goto('/admin/events');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const when = page.getByText(/^\w{3}, \w{3} \d{1,2}, \d{4}, 7:00 PM–9:00 PM$/);
  await expect(when).toBeVisible();
  return /^(\w{3}, \w{3} \d{1,2}),/.exec((await when.textContent()) ?? '')?.[1] ?? '';
}

test('a member reaches Check in and Attendance from the account menu on any page', async ({ page }) => {
  await openDashboardAs(page, 'member@example.org');
  await page.goto('/family-tree');
  const menu = page.getByRole('button', { name: /account menu/ });

  await menu.click();
  await page.getByRole('link', { name: 'Check in', exact: true }).click();
  await expect(page).toHaveURL('/check-in');
  await expect(page.getByLabel('Code on the screen')).toBeVisible();

  await menu.click();
  await page.getByRole('link', { name: 'Attendance', exact: true }).click();
  await expect(page).toHaveURL('/attendance');
  await expect(page.getByRole('heading', { name: /^Your rate/ })).toBeVisible();
});

test("an event's times read alike on its page, its roster and its check-in screen, on the chapter's clock", async ({
  page,
}) => {
  await openDashboardAs(page, 'scribe@example.org');
  const day = await openEvent(page, HELD);

  const roster = page.getByRole('region', { name: 'Roster' });
  await expect(roster.getByText('checked in 9:00 PM').first()).toBeVisible();
  await expect(roster.getByText(/checked in \d\d:\d\d$/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Check-in screen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HELD);
  // Who checked in, with the day, since it was not today.
  await expect(page.getByText(`${day}, 9:00 PM`, { exact: true }).first()).toBeVisible();
});

test("an ended event's check-in screen says check-in would already have closed, and what the officer can do", async ({
  page,
}) => {
  await openDashboardAs(page, 'regent@example.org');
  const day = await openEvent(page, HELD);
  await page.getByRole('link', { name: 'Check-in screen' }).click();

  const grace = page.getByLabel('Grace minutes after the event ends');
  await expect(grace).toHaveAccessibleDescription(
    `The event ended at ${day}, 9:00 PM, so with these grace minutes check-in would have closed at ` +
      `${day}, 9:15 PM. Add grace minutes to open it now, or mark who came on the roster.`,
  );
  await expect(page.getByText(/Check-in will close by itself/)).toHaveCount(0);
  await grace.fill('60');
  await expect(grace).toHaveAccessibleDescription(new RegExp(`would have closed at ${day}, 10:00 PM\\.`));
  await expectAccessible(page);
});

test('an event more than an hour away says from when check-in can start, and refuses to start it sooner', async ({
  page,
}) => {
  await openDashboardAs(page, 'scribe@example.org');
  // The demo chapter's potluck, eight days after it was seeded, 7:00 PM–9:00 PM.
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'Chapter Potluck', exact: true }).click();
  await page.getByRole('link', { name: 'Check-in screen' }).click();
  const grace = page.getByLabel('Grace minutes after the event ends');
  const from = /^Check-in can be started from an hour before the event begins, at (\w{3}, \w{3} \d{1,2}, 6:00 PM)\.$/;
  await expect(grace).toHaveAccessibleDescription(from);
  const at = from.exec((await page.getByText(from).textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: 'Start check-in' }).click();
  await expect(grace).toHaveAccessibleDescription(
    `Check-in cannot start yet: it can be started from an hour before the event begins, at ${at}. ` +
      `Check-in can be started from an hour before the event begins, at ${at}.`,
  );
  await expect(page.getByTestId('check-in-code')).toHaveCount(0);
  await expectAccessible(page);
});

test("on a phone the member's rates keep their columns' names, which the stacked table no longer heads", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'member@example.org');
  await page.goto('/attendance');
  const row = page.getByRole('region', { name: /^Your rate/ }).getByRole('row', { name: /Professional/ });
  const names = await row
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(names).toEqual(['"Attended"', '"Rate"']);
});

test('a create form sent without its times says what a time looks like as the site writes it, and keeps the typing', async ({
  page,
}) => {
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/admin/events');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create event' }) });
  await form.getByLabel('Name').fill('Review Night');
  await form.getByLabel('Date').fill('2026-12-10');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByLabel('Start time')).toHaveAccessibleDescription('Enter a time such as 7:00 PM.');
  await expect(form.getByLabel('End time')).toHaveAccessibleDescription('Enter a time such as 7:00 PM.');
  await expect(form.getByLabel('Name')).toHaveValue('Review Night');
  await expect(form.getByLabel('Date')).toHaveValue('2026-12-10');
});

test("the officers' attendance page is named apart from the member's own, in its heading and its tab", async ({
  page,
}) => {
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Attendance by event and by member' }).click();
  await expect(page).toHaveURL('/admin/attendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chapter Attendance');
  await expect(page).toHaveTitle(/^Chapter Attendance \|/);
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance');
  await expect(page).toHaveTitle(/^Attendance \|/);
});

test("on a 320 px phone the dashboard's profile keeps every word whole", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openDashboardAs(page, 'member@example.org');
  const details = page.getByRole('region', { name: /^Welcome/ }).locator('dd');
  await expect(details.filter({ hasText: 'Bioengineering' })).toBeVisible();
  expect(await brokenWords(details)).toEqual([]);
});

test('editing an event that has attendees says whose points its points move, before the save', async ({ page }) => {
  await openDashboardAs(page, 'regent@example.org');
  await openEvent(page, HELD);
  // Counted from the page itself: the points sheet's spec may set one of this event's cells by hand meanwhile.
  const following = await page
    .getByRole('region', { name: 'Roster' })
    .getByRole('listitem')
    .evaluateAll(
      (rows) =>
        rows.filter(
          (row) =>
            row.querySelector('input[value="attended"]:checked') &&
            !row.textContent?.includes('points set in the points sheet'),
        ).length,
    );
  expect(following).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await expect(dialog.getByLabel('Points for attending')).toHaveAccessibleDescription(
    `The ${following} members marked attended get the points saved here; cells set by hand in the points sheet stay as they are.`,
  );
  await expectAccessible(page);
});
