import type { Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { openDashboardAs } from './demo-sessions';
import { expect, test } from './fixtures';
import { atBothWidths, shoot } from './screenshots';

// Two events on either side of the spring daylight-saving change (Sunday 14 March 2027 in California), each at 10 am
// there, worth no points and deleted at the end, so no other spec's totals move.
const STAMP = Date.now();
const BEFORE = { name: `Feed Study Hall ${STAMP}`, date: '2027-03-13', startsAt: '2027-03-13T18:00:00.000Z' };
const AFTER = { name: `Feed Service Day ${STAMP}`, date: '2027-03-15', startsAt: '2027-03-15T17:00:00.000Z' };

async function createEvent(page: Page, event: typeof BEFORE) {
  await page.goto('/admin/events');
  const form = page.getByRole('region', { name: 'Create an event' });
  await form.getByLabel('Name').fill(event.name);
  await form.getByLabel('Date').fill(event.date);
  await form.getByLabel('Start time').fill('10:00');
  await form.getByLabel('End time').fill('11:00');
  await form.getByLabel('Location').fill('Kenna Hall 104');
  await form.getByLabel('Points for attending').fill('0');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`Event “${event.name}” created.`)).toBeVisible();
}

async function deleteEvent(page: Page, name: string) {
  await page.goto('/admin/events');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete event' }).click();
  await expect(page.getByText(`Event “${name}” deleted.`)).toBeVisible();
}

/** The events of a feed as a standard iCalendar parser reads them, by name. */
async function feedEvents(page: Page, url: string): Promise<Map<string, VEvent>> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const parsed = Object.values(ical.sync.parseICS(await response.text()));
  return new Map(parsed.filter((e): e is VEvent => e?.type === 'VEVENT').map((e) => [String(e.summary), e]));
}

test('a member subscribes to the chapter’s events with the right times across daylight saving, then replaces the address', async ({
  page,
  browser,
}) => {
  test.slow();
  const scribe = await (await browser.newContext()).newPage();
  await openDashboardAs(scribe, 'scribe@example.org');
  await createEvent(scribe, BEFORE);
  await createEvent(scribe, AFTER);

  await openDashboardAs(page, 'member@example.org');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Calendar feed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar feed' })).toBeVisible();
  const address = page.getByLabel('Your private calendar address');
  const url = await address.inputValue();
  expect(url).toMatch(/\/calendar\/\d+-1-[\w-]{22}\.ics$/);
  const webcal = url.replace(/^https?:/, 'webcal:');
  await expect(page.getByRole('link', { name: 'Open in Apple Calendar' })).toHaveAttribute('href', webcal);
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await atBothWidths(page, 'calendar-feed');

  // 10 am in the chapter's time zone on both sides of the change: 18:00 UTC before it, 17:00 UTC after.
  const events = await feedEvents(page, url);
  for (const event of [BEFORE, AFTER]) {
    const found = events.get(event.name);
    expect(found?.start.toISOString(), event.name).toBe(event.startsAt);
    expect(found?.start.tz).toBe('America/Los_Angeles');
    expect(found?.location).toBe('Kenna Hall 104');
  }

  // A new address, after confirming, stops the old one; Cancel first changes nothing.
  await page.getByRole('button', { name: 'Make a new address…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(address).toHaveValue(url);
  await page.getByRole('button', { name: 'Make a new address…' }).click();
  await page.setViewportSize({ width: 375, height: 900 });
  await shoot(page, 'calendar-feed-confirm', false);
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your new address is ready' })).toBeVisible();
  await expect(address).not.toHaveValue(url);
  const replaced = await page.request.get(url);
  expect(replaced.status()).toBe(404);
  expect((await feedEvents(page, await address.inputValue())).has(BEFORE.name)).toBe(true);

  await deleteEvent(scribe, BEFORE.name);
  await deleteEvent(scribe, AFTER.name);
});
