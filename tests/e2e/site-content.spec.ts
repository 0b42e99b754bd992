import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { openDashboardAs } from './demo-sessions';
import { DAY_MS } from '../../app/shared/time/calendar-days';

// These edits change what the public pages and the dashboard show: the config runs this file after every other spec.
test.describe.configure({ mode: 'serial' });

async function photoFile() {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a1526' } })
    .jpeg()
    .toBuffer();
  return { name: 'Retreat at the lake.jpg', mimeType: 'image/jpeg', buffer };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('the Webmaster changes the rush season, uploads a gallery photo and turns off the BroDates card', async ({
  page,
}) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.getByRole('navigation', { name: 'Officer tools' }).getByRole('link', { name: 'Site Content' }).click();
  await expect(page).toHaveURL('/admin/content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Content');
  await expectAccessible(page);

  const rush = section(page, 'Rush season');
  await rush.getByLabel('Title', { exact: true }).fill('Winter Rush 2027');
  await rush.getByLabel('Rush starts').fill('2027-01-07T18:30');
  await rush.getByLabel('Event 2', { exact: true }).first().fill('Meet the Brothers');
  // A bad address is refused with a field error, and nothing is saved.
  await rush.getByLabel('Interest form address').fill('http://forms.gle/x');
  await rush.getByRole('button', { name: 'Save rush season' }).click();
  await expect(rush.getByRole('alert')).toHaveText('Nothing was saved. Please correct the fields marked below.');
  await expect(rush.getByText('Enter a full web address starting with https://')).toBeVisible();
  await rush.getByLabel('Interest form address').fill('https://forms.gle/winter-2027');
  await rush.getByRole('button', { name: 'Save rush season' }).click();
  await expect(rush.getByRole('status')).toHaveText('Saved. The site shows the change on the next page load.');
  await expect(rush.getByLabel('Title', { exact: true })).toHaveValue('Winter Rush 2027');

  const photos = section(page, 'Photos');
  await photos.getByLabel('Photo', { exact: true }).setInputFiles(await photoFile());
  await photos.getByLabel('Description', { exact: true }).fill('Brothers at the fall retreat by the lake');
  await photos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photos.getByRole('status')).toHaveText('The photo was added.');
  await expect(photos.getByRole('heading', { name: 'Gallery (30 photos)' })).toBeVisible();
  await expect(photos.getByLabel('Description of photo 30')).toHaveValue('Brothers at the fall retreat by the lake');
  const thumb = photos
    .locator('li')
    .filter({ has: page.getByLabel('Description of photo 30') })
    .locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/media\/sitePhotos\/\d+_retreat-at-the-lake-480\.webp$/);
  // The thumbnail loads after the list renders: wait for it to decode, then read its real width.
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);

  const dashboard = section(page, 'Member dashboard');
  await dashboard.getByLabel('Show the BroDates card').uncheck();
  await dashboard.getByRole('button', { name: 'Save dashboard settings' }).click();
  await expect(dashboard.getByRole('status')).toHaveText('Saved. The site shows the change on the next page load.');
  await expect(dashboard.getByLabel('Show the BroDates card')).not.toBeChecked();
});

test('the rush editor refuses a last day before the start and an event outside the season, on their fields', async ({
  page,
}) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/content');
  const rush = section(page, 'Rush season');
  const lastDay = rush.getByLabel('Last day of rush');
  await expect(lastDay).toHaveValue('2027-01-22');
  const week2 = rush.getByRole('group', { name: 'Week 2' });
  const date = week2.getByLabel('Date of event 1 (optional)');
  await week2.getByLabel('Place of event 1 (optional)').fill('Benson Center, room 21');
  await date.fill('2027-03-01');
  await week2.getByLabel('Time of event 1 (optional)').fill('16:00');
  await lastDay.fill('2027-01-01');
  await rush.getByRole('button', { name: 'Save rush season' }).click();
  await expect(rush.getByRole('alert')).toHaveText('Nothing was saved. Please correct the fields marked below.');
  await expect(lastDay).toHaveAccessibleDescription(
    /The last day of rush must be on or after the day rush starts \(Thu, Jan 7, 2027\)\./,
  );

  await lastDay.fill('2027-01-22');
  await rush.getByRole('button', { name: 'Save rush season' }).click();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(
    "This date is outside the rush season (Thu, Jan 7 to Fri, Jan 22, 2027). Pick a day in the season, change the season's dates above, or leave the date empty.",
  );
  // What was typed is still there to correct.
  await expect(week2.getByLabel('Place of event 1 (optional)')).toHaveValue('Benson Center, room 21');
  await expect(date).toHaveValue('2027-03-01');
  await expectAccessible(page);

  await date.fill('2027-01-19');
  await rush.getByRole('button', { name: 'Save rush season' }).click();
  await expect(rush.getByRole('status')).toHaveText('Saved. The site shows the change on the next page load.');
  await expect(week2.getByLabel('Date of event 1 (optional)')).toHaveValue('2027-01-19');
  await expect(week2.getByLabel('Time of event 1 (optional)')).toHaveValue('16:00');
});

test('a refused section on a phone brings its first marked field into view with the keyboard on it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/content');
  const rush = section(page, 'Rush season');
  const title = rush.getByLabel('Title', { exact: true });
  await title.fill('');
  // Save rush season sits below the weeks of the timeline, screens away from the title.
  await rush.getByRole('button', { name: 'Save rush season' }).click();
  await expect(rush.getByRole('alert')).toHaveText('Nothing was saved. Please correct the fields marked below.');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
});

test('a signed-out visitor sees the new rush season and gallery photo at once', async ({ page }) => {
  await page.goto('/rush');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter Rush 2027');
  await expect(page.getByRole('link', { name: 'INTEREST FORM' })).toHaveAttribute(
    'href',
    'https://forms.gle/winter-2027',
  );
  await expect(page.getByRole('heading', { name: 'Rush 2027 Timeline' })).toBeVisible();
  await expect(page.locator('main article').nth(0)).toContainText('Meet the Brothers');
  await expect(page.locator('main article').nth(1)).toContainText(
    'Coffee Chats (invite only) · Tue, Jan 19 · 4:00 PM · Benson Center, room 21',
  );
  // 18:30 in Santa Clara on 7 January 2027 is 02:30 UTC on the 8th.
  const days = Math.floor((Date.UTC(2027, 0, 8, 2, 30) - Date.now()) / DAY_MS);
  await expect(page.getByRole('timer').locator('[data-unit="days"]')).toHaveText(String(days).padStart(2, '0'));
  await expectAccessible(page);

  await page.goto('/');
  const photo = page.getByRole('img', { name: 'Brothers at the fall retreat by the lake', exact: true });
  await expect(photo).toHaveAttribute('srcset', /\/media\/sitePhotos\/\d+_retreat-at-the-lake-480\.webp 480w/);
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a member sees the dashboard change at once', async ({ page }) => {
  await openDashboardAs(page, 'member@example.org');
  await expect(page.getByRole('heading', { level: 2, name: 'Points', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Spoon Assassins', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'BroDates', exact: true })).toHaveCount(0);
});

test('restoring a version asks first and puts the previous one back', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/content');
  const dashboard = section(page, 'Member dashboard');
  await dashboard.getByLabel('Points goal').fill('3000');
  await dashboard.getByRole('button', { name: 'Save dashboard settings' }).click();
  await expect(dashboard.getByRole('status')).toHaveText('Saved. The site shows the change on the next page load.');

  await dashboard.getByRole('button', { name: 'Restore previous version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore the previous member dashboard?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dashboard.getByLabel('Points goal')).toHaveValue('3000');

  await dashboard.getByRole('button', { name: 'Restore previous version' }).click();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dashboard.getByRole('status')).toHaveText('The previous version is back on the site.');
  await expect(dashboard.getByLabel('Points goal')).toHaveValue('2500');
  await expect(dashboard.getByLabel('Show the BroDates card')).not.toBeChecked(); // the earlier save stays
});

test('typing is not lost by leaving: a link asks first, and staying keeps what was typed', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/content');
  const title = section(page, 'Rush season').getByLabel('Title', { exact: true });
  await title.fill('A title not saved');
  const rushLink = page.getByRole('banner').getByRole('link', { name: 'Rush', exact: true });
  await rushLink.click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toContainText('Your changes to rush season are not saved yet.');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL('/admin/content');
  await expect(title).toHaveValue('A title not saved');

  await rushLink.click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/rush');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter Rush 2027');
});

test('a change that reloads a section asks before it throws away typing in another of its forms', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/content');
  const photos = section(page, 'Photos');
  const description = photos.getByLabel('Description of photo 1', { exact: true });
  await description.fill('A description not saved');
  await photos.getByLabel('New home page banner').setInputFiles(await photoFile());
  await photos.getByRole('button', { name: 'Replace home page banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lose your other changes here?' });
  await expect(dialog).toContainText('You changed another part of photos without saving it.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(description).toHaveValue('A description not saved');
  await expect(photos.getByRole('status')).toHaveText('');

  await photos.getByRole('button', { name: 'Remove photo 2', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this photo?' });
  await expect(remove).toContainText('The changes to the order and descriptions you have not saved are lost.');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(description).toHaveValue('A description not saved');
});

test('the Regent sees only the message and edits it', async ({ page }) => {
  await openDashboardAs(page, 'regent@example.org');
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(["Regent's message"]);
  const regent = section(page, "Regent's message");
  await regent
    .getByRole('textbox', { name: 'Message' })
    .fill('Welcome to **Upsilon Epsilon**!\n\nCome to Winter Rush in Week 1. <b>Really.</b>');
  await regent.getByRole('button', { name: "Save regent's message" }).click();
  await expect(regent.getByRole('status')).toHaveText('Saved. The site shows the change on the next page load.');
  await expectAccessible(page);

  await page.goto('/');
  const message = page.locator('section', { has: page.getByRole('heading', { name: 'A Message from the Regent' }) });
  await expect(message.locator('strong')).toHaveText('Upsilon Epsilon');
  await expect(message).toContainText('Come to Winter Rush in Week 1. <b>Really.</b>');
  await expect(message.locator('b')).toHaveCount(0);
});

for (const email of ['member@example.org', 'scribe@example.org'] as const) {
  test(`${email} cannot reach the tool or its actions`, async ({ page }) => {
    await openDashboardAs(page, email);
    await page.goto('/admin/content');
    await expect(page).toHaveURL('/?notice=officers-only');
    const response = await page.request.post('/admin/content', {
      multipart: { section: 'rush', intent: 'save', title: 'Taken over', startsAt: '2027-01-01T10:00' },
    });
    expect(response.status()).toBe(403);
    const restore = await page.request.post('/admin/content', { form: { section: 'regent', intent: 'restore' } });
    expect(restore.status()).toBe(403);
  });
}

test('nothing the refused requests sent was written', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/content');
  await expect(section(page, 'Rush season').getByLabel('Title', { exact: true })).toHaveValue('Winter Rush 2027');
  await expect(section(page, "Regent's message").getByRole('textbox', { name: 'Message' })).toHaveValue(
    /Upsilon Epsilon/,
  );
});

test('the Webmaster sets the contact address, which the sign-in page offers to an unknown account', async ({
  page,
  browser,
}) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/content');
  const contact = section(page, 'Contact address');
  const email = contact.getByLabel('Contact email');
  await expect(email).toHaveValue('thetatau.ue@example.org');
  await email.fill('not an address');
  await contact.getByRole('button', { name: 'Save contact address' }).click();
  await expect(contact.getByRole('alert')).toHaveText('Nothing was saved. Please correct the fields marked below.');
  await expect(contact.getByText('Enter an email address such as chapter@example.org.')).toBeVisible();
  await expect(email).toHaveValue('not an address');
  await email.fill(' Rush.Chair@Example.org ');
  await contact.getByRole('button', { name: 'Save contact address' }).click();
  await expect(contact.getByRole('status')).toHaveText('Saved. The site shows the change on the next page load.');
  // What the field shows after the save is what was stored.
  await expect(email).toHaveValue('Rush.Chair@Example.org');
  await expectAccessible(page);

  // Someone signed out, whose account the site does not know.
  const visitor = await browser.newPage();
  await visitor.goto(
    new URL(
      `/login?${new URLSearchParams({ error: 'Your account does not exist in the system. Please contact support.' })}`,
      page.url(),
    ).href,
  );
  await expect(visitor.getByRole('link', { name: 'Rush.Chair@Example.org' })).toHaveAttribute(
    'href',
    'mailto:Rush.Chair@Example.org',
  );
  await visitor.close();

  await page.goto('/admin/content');
  await contact.getByRole('button', { name: 'Restore previous version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore the previous contact address?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(contact.getByRole('status')).toHaveText('The previous version is back on the site.');
  await expect(contact.getByLabel('Contact email')).toHaveValue('thetatau.ue@example.org');
});
