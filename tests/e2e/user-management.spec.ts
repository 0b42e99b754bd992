import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePicture } from '../fixtures/pictures';
import { expectAccessible } from './axe';
import { signInAndExpectDashboard } from './sign-in';

/** Answers the next browser confirm after checking its exact text. */
function confirmNext(page: Page, text: string, accept = true) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(text);
    await (accept ? dialog.accept() : dialog.dismiss());
  });
}

/** The one status message with text (the form dialog has its own, empty, status region). */
const statusOf = (page: Page) => page.getByRole('status').filter({ hasText: /./ });
const activeList = (page: Page) => page.getByRole('region', { name: /Active members/ });
const alumniList = (page: Page) => page.getByRole('region', { name: /Alumni/ });

test('the Webmaster adds, edits and converts a member both ways', async ({ page }) => {
  // Eleven steps with two accessibility scans: more than the default time on a busy two-core machine.
  test.slow();
  await signInAndExpectDashboard(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expectAccessible(page);

  // Add, with a field error first.
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Email').fill('eden.marsh@example.org');
  await dialog.getByLabel('First name').fill('Eden');
  await dialog.getByLabel('LinkedIn URL').fill('https://example.com/eden');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('LinkedIn URL must start with https://www.linkedin.com/in/');
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required.');
  await expectAccessible(page);
  await dialog.getByLabel('Last name').fill('Marsh');
  await dialog.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/eden-marsh');
  await dialog.getByLabel('Class').fill('Nu');
  await dialog.getByLabel('Family').selectOption('Clout Fam');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(statusOf(page)).toHaveText('User added successfully');
  await expect(dialog).toBeHidden();

  // Search finds the new row; edit it.
  await page.getByLabel('Search').fill('marsh');
  await expect(page).toHaveURL(/q=marsh/);
  const row = activeList(page).getByRole('row', { name: /Marsh, Eden/ });
  await expect(row).toContainText('eden.marsh@example.org');
  await row.getByRole('button', { name: 'Edit Eden Marsh' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user: Eden Marsh' });
  await edit.getByLabel('Class').fill('Xi');
  await edit.getByLabel('Role').selectOption('Historian');
  await edit.getByLabel(/^Picture/).setInputFiles({
    name: 'eden.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await makePicture('png', 300, 300)),
  });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(statusOf(page)).toHaveText('User updated successfully');
  await row.getByRole('button', { name: 'Edit Eden Marsh' }).click();
  const current = edit.locator('figure img');
  await expect(current).toHaveAttribute('src', /^\/media\/profilePictures\/\d+_eden\.webp$/);
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Xi');
  await expect(row).toContainText('Historian');

  // Dismissing the confirmation changes nothing.
  const toAlumni = 'Are you sure you want to convert Eden Marsh to alumni? This action cannot be undone.';
  confirmNext(page, toAlumni, false);
  await row.getByRole('button', { name: 'Convert Eden Marsh to alumni' }).click();
  await expect(row).toBeVisible();

  confirmNext(page, toAlumni);
  await row.getByRole('button', { name: 'Convert Eden Marsh to alumni' }).click();
  await expect(statusOf(page)).toHaveText('Eden Marsh was converted to alumni.');
  // The button that was pressed left with its row; focus stays on the outcome instead of falling to the page.
  await expect(page.locator(':focus')).toContainText('Eden Marsh was converted to alumni.');
  await expect(activeList(page).getByRole('row', { name: /Marsh, Eden/ })).toHaveCount(0);
  const alumnusRow = alumniList(page).getByRole('row', { name: /Marsh, Eden/ });
  await expect(alumnusRow).toBeVisible();

  // The public directories show the change at once: Eden is among the alumni and no longer among the brothers.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/alumni');
  await expect(visitor.getByRole('region', { name: 'Unknown Year' })).toContainText('Eden Marsh');
  await visitor.goto('/meet-the-brothers');
  await expect(visitor.getByText('Eden Marsh')).toHaveCount(0);
  // The roster has Eden as an alumni record without email or role, under the same id.
  const roster = await (await page.request.get('/admin/user-management/export')).text();
  expect(roster).toMatch(
    /^\d+,alumni,,Eden,Marsh,Xi,,Clout Fam,,,,https:\/\/www\.linkedin\.com\/in\/eden-marsh,false,false\r$/m,
  );

  confirmNext(page, 'Are you sure you want to convert Eden Marsh back to an active user?');
  await alumnusRow.getByRole('button', { name: 'Convert Eden Marsh to an active user' }).click();
  await expect(statusOf(page)).toHaveText('Eden Marsh was converted back to an active user.');
  const back = activeList(page).getByRole('row', { name: /Marsh, Eden/ });
  await expect(back.getByRole('cell')).toContainText(['—', '—']);
  await visitor.goto('/meet-the-brothers');
  await expect(visitor.getByRole('region', { name: 'Unknown Class' })).toContainText('Eden Marsh');
  await visitor.goto('/alumni');
  await expect(visitor.getByText('Eden Marsh')).toHaveCount(0);
  await visitor.close();
  const after = await (await page.request.get('/admin/user-management/export')).text();
  expect(after).toMatch(/^\d+,active,,Eden,Marsh,,,Clout Fam,,,,/m);
  // Same id both ways.
  expect(after.match(/^(\d+),active,,Eden,Marsh/m)?.[1]).toBe(roster.match(/^(\d+),alumni,,Eden,Marsh/m)?.[1]);
});

test('a CSV with a bad row imports nothing and names the row', async ({ page }) => {
  await signInAndExpectDashboard(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  const csv = page.getByRole('region', { name: 'CSV' });
  await csv.getByLabel('CSV file to import').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('status,first_name,last_name\nactive,Gale,Zyxwvut\nactive,,Nope\n'),
  });
  await csv.getByRole('button', { name: 'Import CSV' }).click();
  await expect(csv.getByRole('alert')).toHaveText(
    'Nothing was imported. Fix the rows below and import the file again.',
  );
  await expect(csv.getByRole('list', { name: 'Problems in the file' })).toHaveText(
    'Row 3, first_name: First name is required.',
  );
  await page.getByLabel('Search').fill('Zyxwvut');
  await expect(page.getByText('No records match these filters.')).toHaveCount(2);
});

test('Officer Tools shows the Webmaster tools, counts, visits and the latest changes', async ({ page }) => {
  await signInAndExpectDashboard(page, 'webmaster@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Officer Tools');
  await expect(page.getByRole('navigation', { name: 'Officer tools' }).getByRole('link')).toHaveText([
    'User Management',
    'Manage Brodates',
    'Scribe Editor',
    'Spoon Assassins',
    'Site Content',
  ]);
  await expect(page.getByRole('definition')).toHaveCount(3);
  await expect(page.getByRole('img', { name: /visits in the last 30 days/ })).toBeVisible();
  await page.getByText('Show the numbers').click();
  await expect(page.getByRole('table', { name: 'Visits per day' }).getByRole('row')).toHaveCount(31);
  await expectAccessible(page);
});

test('other officers see only their tool buttons on Officer Tools', async ({ page }) => {
  await signInAndExpectDashboard(page, 'mediation@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Officer tools' }).getByRole('link')).toHaveText([
    'Manage Brodates',
  ]);
  await expect(page.getByRole('heading', { name: 'Chapter at a glance' })).toHaveCount(0);
  await page.goto('/admin/user-management');
  await expect(page).toHaveURL('/?notice=officers-only');
});
