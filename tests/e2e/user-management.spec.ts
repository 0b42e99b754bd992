import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePicture } from '../fixtures/pictures';
import { expectAccessible } from './axe';
import { brokenWords } from './layout';
import { openDashboardAs } from './demo-sessions';
import { overviewButtonsOf } from '../support/who-may-use-what';
import { CONVERSION, TERMS_FORM } from '../../app/features/user-management/messages';
import { FIELD_MESSAGES } from '../../app/shared/members/member-fields';
import { dayText } from '../../app/shared/time/calendar-days';
import { chapterDay } from '../../app/shared/time/chapter-day';

/** The one status message with text (the form dialog has its own, empty, status region). */
const statusOf = (page: Page) => page.getByRole('status').filter({ hasText: /./ });
const activeList = (page: Page) => page.getByRole('region', { name: /Active members/ });
const alumniList = (page: Page) => page.getByRole('region', { name: /Alumni/ });

test('the Webmaster adds, edits and converts a member both ways', async ({ page }) => {
  // Eleven steps with two accessibility scans: more than the default time on a busy two-core machine.
  test.slow();
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expectAccessible(page);

  // Add, with field errors first: an active member needs an email to sign in, and a LinkedIn address of its shape.
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Eden');
  await dialog.getByLabel('LinkedIn URL').fill('https://example.com/eden');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('LinkedIn URL must start with https://www.linkedin.com/in/');
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required.');
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(FIELD_MESSAGES.emailRequired);
  await expectAccessible(page);
  await dialog.getByLabel('Email').fill('eden.marsh@example.org');
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
  await expect(row.getByRole('cell', { name: 'No position' })).toBeVisible();

  // The role is a view of the term covering today: the Terms dialog assigns one from the first day chosen.
  const today = chapterDay(new Date());
  await row.getByRole('button', { name: 'Terms of Eden Marsh' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Eden Marsh' });
  await terms.getByLabel('Position').selectOption('Historian');
  await terms.getByLabel('First day').fill(today);
  await terms.getByRole('button', { name: 'Assign' }).click();
  await terms.getByRole('button', { name: TERMS_FORM.confirmAssign }).click();
  await expect(terms.getByRole('status')).toContainText(`Eden Marsh is Historian from ${dayText(today)}.`);
  await expect(terms).toHaveAccessibleDescription(`Role today: Historian since ${dayText(today)}`);
  await terms.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('cell', { name: `Historian since ${dayText(today)}` })).toBeVisible();

  // The confirmation says what converting does, and its button names the action; cancelling changes nothing.
  const eden = { firstName: 'Eden', lastName: 'Marsh', email: 'eden.marsh@example.org' };
  await row.getByRole('button', { name: 'Convert Eden Marsh to alumni' }).click();
  const toAlumni = page.getByRole('dialog', { name: CONVERSION['to-alumni'].title(eden) });
  const leaving = 'Their term as Historian ends today.';
  await expect(toAlumni).toHaveAccessibleDescription(CONVERSION['to-alumni'].explain(eden, leaving));
  await expect(toAlumni).not.toContainText('cannot be undone');
  await expectAccessible(page);
  await toAlumni.getByRole('button', { name: 'Cancel' }).click();
  await expect(toAlumni).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Convert Eden Marsh to alumni' }).click();
  await toAlumni.getByRole('button', { name: 'Convert to alumni' }).click();
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
  // The roster keeps Eden's email and class on the alumni record, under the same id.
  const roster = await (await page.request.get('/admin/user-management/export')).text();
  expect(roster).toMatch(
    /^\d+,alumni,eden\.marsh@example\.org,Eden,Marsh,Xi,,Clout Fam,,,,https:\/\/www\.linkedin\.com\/in\/eden-marsh,false,false\r$/m,
  );

  await alumnusRow.getByRole('button', { name: 'Convert Eden Marsh to an active user' }).click();
  const toActive = page.getByRole('dialog', { name: CONVERSION['to-active'].title(eden) });
  await expect(toActive).toHaveAccessibleDescription(CONVERSION['to-active'].explain(eden));
  await toActive.getByRole('button', { name: 'Convert to active' }).click();
  await expect(statusOf(page)).toHaveText('Eden Marsh was converted back to an active user.');
  const back = activeList(page).getByRole('row', { name: /Marsh, Eden/ });
  // Today was the Historian term's last day, so Eden holds it until midnight, and no position after.
  await expect(back.getByRole('cell')).toContainText([
    'eden.marsh@example.org',
    'Xi',
    '—',
    'Clout Fam',
    `Historian since ${dayText(today)}`,
  ]);
  await visitor.goto('/meet-the-brothers');
  await expect(visitor.getByRole('region', { name: 'Xi Class' })).toContainText('Eden Marsh');
  await visitor.goto('/alumni');
  await expect(visitor.getByText('Eden Marsh')).toHaveCount(0);
  await visitor.close();
  const after = await (await page.request.get('/admin/user-management/export')).text();
  expect(after).toMatch(/^\d+,active,eden\.marsh@example\.org,Eden,Marsh,Xi,,Clout Fam,,,,https:/m);
  // Same id both ways.
  expect(after.match(/^(\d+),active,eden\.marsh/m)?.[1]).toBe(roster.match(/^(\d+),alumni,eden\.marsh/m)?.[1]);
});

test('converting an alumnus without an email asks for the email an active member signs in with', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  // An alumnus of a class that no other test here touches.
  await page.goto('/admin/user-management?status=alumni&class=Eta');
  const row = alumniList(page).getByRole('row').nth(1);
  const name = (await row.getByRole('rowheader').innerText()).split(', ').reverse().join(' ');
  await row.getByRole('button', { name: /^Convert .* to an active user$/ }).click();
  const dialog = page.getByRole('dialog', { name: `Convert ${name} back to an active member?` });
  await expect(dialog).toContainText('signs in with the email below: an active member needs one.');
  await dialog.getByRole('button', { name: 'Convert to active' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(FIELD_MESSAGES.emailRequired);
  await expect(dialog.getByRole('alert')).toHaveText('Nothing was converted: please correct the email.');
  await dialog.getByLabel('Email').fill('back.again@example.org');
  await dialog.getByRole('button', { name: 'Convert to active' }).click();
  await expect(statusOf(page)).toHaveText(`${name} was converted back to an active user.`);
  await page.goto('/admin/user-management?q=back.again');
  await expect(
    activeList(page).getByRole('row', { name: new RegExp(name.split(' ').reverse().join(', ')) }),
  ).toBeVisible();
});

test('closing the member form with unsaved typing asks before discarding it', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  await form.getByLabel('First name').fill('Half');
  await form.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('Half');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
  // An untouched form closes at once.
  await page.getByRole('button', { name: 'Add user' }).click();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(ask).toBeHidden();
});

test('a CSV import lists every problem of the file at once and imports nothing', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  const csv = page.getByRole('region', { name: 'CSV' });
  await csv.getByLabel('CSV file to import').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'status,email,first_name,last_name,big\n' +
        'active,gale@example.org,Gale,Zyxwvut,\n' +
        'active,nope@example.org,,Nope,\n' +
        'active,,No,Email,\n' +
        'alumni,,Lost,Big,Nobody Atall\n',
    ),
  });
  await csv.getByRole('button', { name: 'Import CSV' }).click();
  await expect(csv.getByRole('alert')).toHaveText(
    'Nothing was imported. Fix the rows below and import the file again.',
  );
  await expect(csv.getByRole('list', { name: 'Problems in the file' }).getByRole('listitem')).toHaveText([
    'Row 3, first_name: First name is required.',
    `Row 4, email: ${FIELD_MESSAGES.emailRequired}`,
    'Row 5, big: No member is named Nobody Atall.',
  ]);
  await page.getByLabel('Search').fill('Zyxwvut');
  await expect(page.getByText('No records match these filters.')).toHaveCount(2);
});

test('importing an exported file with one change and one new row says so', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  const exported = (await (await page.request.get('/admin/user-management/export')).text()).trimEnd().split('\r\n');
  // Exported bigs are readable: a name, and the email when there is one.
  expect(exported.join('\n')).toMatch(/,[A-Z][a-z]+ [A-Z][a-z]+ <[a-z.]+@example\.org>,\d+,/);
  // The alumni of the first classes only: other tests here convert actives and a later class's alumni meanwhile.
  const [header, first, ...rest] = [
    exported[0],
    ...exported.slice(1).filter((line) => /^\d+,alumni,[^,]*,[^,]*,[^,]*,(Alpha|Beta|Gamma),/.test(line)),
  ];
  const total = rest.length + 1;
  const cells = (first as string).split(',');
  cells[6] = cells[6] === '2001' ? '2002' : '2001'; // graduation_year
  const changed = cells.join(',');
  const file = [header, changed, ...rest, ',alumni,,Newly,Imported,,2001,,,Brand New Big,,,,'].join('\r\n');
  const csv = page.getByRole('region', { name: 'CSV' });
  await csv.getByLabel('CSV file to import').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await csv.getByRole('button', { name: 'Import CSV' }).click();
  await expect(csv.getByRole('list', { name: 'Problems in the file' })).toHaveText(
    `Row ${total + 2}, big: No member is named Brand New Big.`,
  );
  await csv.getByLabel('CSV file to import').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file.replace(',Brand New Big,', ',,')),
  });
  await csv.getByRole('button', { name: 'Import CSV' }).click();
  await expect(csv.getByRole('status')).toHaveText(`Imported 1 new, 1 updated and ${total - 1} unchanged records.`);
});

test('the lists keep every word whole at 1280 px', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/user-management');
  await expect(
    activeList(page)
      .getByRole('row', { name: /Regent/ })
      .first(),
  ).toBeVisible();
  expect(await brokenWords(page.locator('table'))).toEqual([]);
});

test('the page never scrolls sideways on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  await expect(page.getByRole('region', { name: 'CSV' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the member form fits a 375 px phone: no field runs past the dialog edge', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  // An edit lists every big by name and class, the widest choices the form has.
  await activeList(page).getByRole('button', { name: 'Edit' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Edit user/ });
  await expect(dialog.getByLabel('Big')).toBeVisible();
  const overflow = await dialog.evaluate((panel) => {
    const edge = panel.getBoundingClientRect();
    const past = [...panel.querySelectorAll('input:not([type=hidden]), select, button')]
      .filter(
        (field) => field.getBoundingClientRect().right > edge.right || field.getBoundingClientRect().left < edge.left,
      )
      .map((field) => field.getAttribute('name') ?? field.textContent);
    return { sideways: panel.scrollWidth - panel.clientWidth, past };
  });
  expect(overflow).toEqual({ sideways: 0, past: [] });
});

test('a refused save on a phone brings the first marked field into view with the keyboard on it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/user-management');
  await activeList(page).getByRole('button', { name: 'Edit' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Edit user/ });
  await dialog.getByLabel('Email').fill('not-an-email');
  // Save sits at the foot of the form, a screen below the email field.
  await dialog.getByRole('button', { name: 'Save' }).click();
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
});

test('Officer Tools shows the Webmaster tools, counts, visits and the latest changes', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Officer Tools');
  const tools = overviewButtonsOf('Webmaster');
  await expect(page.getByRole('navigation', { name: 'Officer tools' }).getByRole('link')).toHaveText(
    tools.map((t) => t.label),
  );
  await expect(page.getByRole('definition')).toHaveCount(3);
  await expect(page.getByRole('img', { name: /visits in the last 30 days/ })).toBeVisible();
  await page.getByText('Show the numbers').click();
  await expect(page.getByRole('table', { name: 'Visits per day' }).getByRole('row')).toHaveCount(31);
  await expectAccessible(page);
});

test('other officers see only their tool buttons on Officer Tools', async ({ page }) => {
  await openDashboardAs(page, 'mediation@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Officer tools' }).getByRole('link')).toHaveText(
    overviewButtonsOf('Mediation Chair').map((t) => t.label),
  );
  await expect(page.getByRole('heading', { name: 'Chapter at a glance' })).toHaveCount(0);
  await page.goto('/admin/user-management');
  await expect(page).toHaveURL('/?notice=officers-only');
});
