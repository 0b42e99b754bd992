import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { brokenWords } from './layout';
import { openDashboardAs } from './demo-sessions';

// Each test works in an event column of its own, on rows other than the scribe's (whose total the officer-tools
// spec reads) and other than any row totalling the demo member's 1000 points (read by the dashboard spec), and
// deletes its event at the end, which deletes its points.

const RULE = 'Points are whole numbers from 0 to 1,000,000.';

async function openSheetWithOwnEvent(page: Page, event: string) {
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/scribe-editor');
  await page.getByLabel('New event name').fill(event);
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(`Event “${event}” added.`);
  await expect(page.getByRole('columnheader', { name: event })).toBeVisible();
}

/** The names of `count` rows this test may change (see the note at the top). */
async function rowsToUse(page: Page, count: number): Promise<string[]> {
  const own = ((await page.getByRole('button', { name: /account menu/ }).textContent()) ?? '')
    .replace('account menu', '')
    .trim();
  const names: string[] = [];
  for (const row of await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .all()) {
    const name = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
    const total = await row.getByRole('cell').last().textContent();
    if (name !== own && total !== '1000') names.push(name);
    if (names.length === count) return names;
  }
  throw new Error('not enough rows');
}

const cellOf = (page: Page, member: string, event: string) =>
  page.getByRole('textbox', { name: `${member} ${event}`, exact: true });
const shownMessage = (page: Page) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /./ });

async function saveAndExpectSaved(page: Page) {
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText('Changes saved successfully!');
  await expect(page.getByText('0 unsaved changes')).toBeVisible();
}

async function deleteEvent(page: Page, event: string) {
  await page.getByRole('button', { name: `Delete event ${event}` }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(`Event “${event}” deleted.`);
  await expect(page.getByRole('columnheader', { name: event })).toHaveCount(0);
}

async function expectRefused(cell: Locator) {
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  // The rule first, then where the cell's number came from: this spec's own events, added now, are under way and
  // have no attendance, so a cell has no word until it is set by hand.
  await expect(cell).toHaveAccessibleDescription(new RegExp(`^${RULE.replace(/[.,]/g, '\\$&')}( set by hand)?$`));
  await expect(cell.locator('xpath=..')).toContainText(RULE);
}

test('scribe editor: a cell shows exactly what is stored; a value that cannot be stored is marked and refused', async ({
  page,
}) => {
  test.slow(); // a dozen saves and reloads of the whole sheet
  const event = `Stored ${Date.now()}`;
  await openSheetWithOwnEvent(page, event);
  const [a, b, c] = (await rowsToUse(page, 3)) as [string, string, string];
  await cellOf(page, c, event).fill('150');
  await saveAndExpectSaved(page);

  // -5 and 1.5 stay as typed and are marked; a cleared 150 shows 0 once the officer moves on.
  await cellOf(page, a, event).fill('-5');
  await cellOf(page, b, event).fill('1.5');
  await cellOf(page, c, event).fill('');
  await cellOf(page, c, event).press('Tab');
  await expect(cellOf(page, a, event)).toHaveValue('-5');
  await expectRefused(cellOf(page, a, event));
  await expect(cellOf(page, b, event)).toHaveValue('1.5');
  await expectRefused(cellOf(page, b, event));
  await expect(cellOf(page, c, event)).toHaveValue('0');
  await expect(cellOf(page, c, event)).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Save refuses the whole sheet and says how many cells to fix; nothing is written.
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(shownMessage(page)).toHaveText(`Nothing was saved: fix the 2 marked cells first. ${RULE}`);
  page.once('dialog', (dialog) => void dialog.accept()); // the reload asks first: there are unsaved changes
  await page.reload();
  await expect(cellOf(page, a, event)).toHaveValue('0');
  await expect(cellOf(page, b, event)).toHaveValue('0');
  await expect(cellOf(page, c, event)).toHaveValue('150');

  // Other values that are not whole numbers of 0 to the limit are marked too, never rounded or held.
  for (const raw of ['1e3', 'abc', '1000001', '2,5']) {
    await cellOf(page, a, event).fill(raw);
    await expect(cellOf(page, a, event)).toHaveValue(raw);
    await expectRefused(cellOf(page, a, event));
  }

  // Fixed, the same cells save as shown, and a reload shows the same.
  await cellOf(page, a, event).fill('5');
  await expect(cellOf(page, a, event)).not.toHaveAttribute('aria-invalid', 'true');
  await cellOf(page, b, event).fill('007');
  await cellOf(page, c, event).fill('');
  await cellOf(page, c, event).press('Enter');
  await expect(cellOf(page, b, event)).toHaveValue('7');
  await expect(cellOf(page, c, event)).toHaveValue('0');
  await saveAndExpectSaved(page);
  await page.reload();
  await expect(cellOf(page, a, event)).toHaveValue('5');
  await expect(cellOf(page, b, event)).toHaveValue('7');
  await expect(cellOf(page, c, event)).toHaveValue('0');

  // A row with a refused cell stays in view whatever the search, and the count says when the search hides changes.
  await cellOf(page, a, event).fill('-1');
  await cellOf(page, b, event).fill('9');
  await page.getByLabel('Search users').fill(c);
  await expect(cellOf(page, a, event)).toBeVisible();
  await expect(cellOf(page, b, event)).toBeHidden();
  await expect(page.getByText('2 unsaved changes, 1 in rows the search hides')).toBeVisible();
  await page.getByLabel('Search users').fill('');
  await cellOf(page, a, event).fill('5');
  await cellOf(page, b, event).fill('7');
  await expect(page.getByText('0 unsaved changes')).toBeVisible();

  await deleteEvent(page, event);
});

test('scribe editor: a mid-term evening of saves keeps focus on Save, and leaving with typing asks first', async ({
  page,
}) => {
  test.slow();
  const event = `Evening ${Date.now()}`;
  await openSheetWithOwnEvent(page, event);
  const [a, b] = (await rowsToUse(page, 2)) as [string, string];
  const save = page.getByRole('button', { name: 'Save All Changes' });

  // Save twice: focus stays on the button each time, by mouse and by keyboard.
  await cellOf(page, a, event).fill('10');
  await saveAndExpectSaved(page);
  await expect(save).toBeFocused();
  await cellOf(page, b, event).fill('20');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText('Changes saved successfully!');
  await expect(page.getByText('0 unsaved changes')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save All Changes');

  // Fix one cell: a refused value is corrected and saved.
  await cellOf(page, a, event).fill('-10');
  await save.click();
  await expect(shownMessage(page)).toHaveText(`Nothing was saved: fix the marked cell first. ${RULE}`);
  await expect(save).toBeFocused();
  await cellOf(page, a, event).fill('15');
  await saveAndExpectSaved(page);
  await expect(save).toBeFocused();

  // Leaving by a link with typing asks first: Stay keeps the typing, Leave goes and the typing is not saved.
  await cellOf(page, b, event).fill('99');
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await home.click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('You have 1 unsaved change on this page. If you leave, it is lost.');
  await expect(leave.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL('/scribe-editor');
  await expect(cellOf(page, b, event)).toHaveValue('99');
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  await home.click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/');

  // Back on the sheet: what was saved is there, the abandoned typing is not, and nothing asks on the way out.
  await page.goto('/scribe-editor');
  await expect(cellOf(page, a, event)).toHaveValue('15');
  await expect(cellOf(page, b, event)).toHaveValue('20');
  // Deleting the column says what typing goes with it; then nothing is left to ask about on the way out.
  await cellOf(page, b, event).fill('21');
  await page.getByRole('button', { name: `Delete event ${event}` }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toContainText(
    'Your 1 unsaved change in this column is lost too.',
  );
  await page.keyboard.press('Escape');
  await cellOf(page, b, event).fill('20');
  await deleteEvent(page, event);
  await home.click();
  await expect(page).toHaveURL('/');
});

test('scribe editor: event names are refused in place when empty, too long or taken, keeping what was typed', async ({
  page,
}) => {
  test.slow(); // five submissions and an accessibility scan on a shared two-core machine
  const event = `Named ${Date.now()}`;
  await openSheetWithOwnEvent(page, event);
  const name = page.getByLabel('New event name');
  const add = page.getByRole('button', { name: 'Add Event' });
  const columns = await page.getByRole('columnheader').count();

  await name.fill('   ');
  await add.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Type a name for the event first.');

  const long = 'A'.repeat(120);
  await name.fill(long);
  await expect(name).toHaveValue(long); // never cut short without a word
  await add.click();
  await expect(name).toHaveAccessibleDescription('An event name is at most 100 characters; this one has 120.');
  await expect(name).toHaveValue(long);

  await name.fill(event.toUpperCase());
  await add.click();
  await expect(name).toHaveAccessibleDescription(
    `There is already an event named “${event}”. Give this one another name, such as with its date.`,
  );
  await expect(name).toHaveValue(event.toUpperCase());
  await expect(page.getByRole('columnheader')).toHaveCount(columns);
  await expectAccessible(page);

  await name.fill(`${event} 2`);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await name.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(`Event “${event} 2” added.`);
  await expect(name).toHaveValue('');
  await deleteEvent(page, `${event} 2`);
  await deleteEvent(page, event);
});

test('scribe editor: the event headers keep every word whole at 1280 and 375 px', async ({ page }) => {
  await openDashboardAs(page, 'scribe@example.org');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/scribe-editor');
    // The demo events with the longest words; other tests add and delete events of their own meanwhile.
    const headers = page.getByRole('columnheader').filter({ hasText: /Professional Headshots|Brotherhood Retreat/ });
    await expect(headers).toHaveCount(2);
    expect(await brokenWords(headers), `at ${width} px`).toEqual([]);
  }
});

test('scribe editor: on a 375 px phone every member name reads whole in the name column', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/scribe-editor');
  const names = page.getByRole('rowheader');
  await expect(names.first()).toBeVisible();
  // Two members may share a first name: a name cut to "Yuna C…" could be either of them.
  const cut = await names.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
  );
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('scribe editor: the newest event comes first, dated, and a phone opens on it', async ({ page }) => {
  test.slow(); // the accessibility check reads every cell of the sheet
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/scribe-editor');
  const dates = await page
    .getByRole('columnheader')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(10);
  expect(dates).toEqual([...dates].sort().reverse());
  // The sheet opens on the newest event that has begun, whole beside the names; events to come are to its left.
  const now = new Date().toISOString();
  const current = dates.findIndex((date) => date <= now);
  await expect(async () => {
    const names = await page.getByRole('columnheader', { name: 'Member' }).boundingBox();
    const box = await page
      .getByRole('columnheader')
      .nth(current + 1)
      .boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(names!.x + names!.width - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }).toPass();
  // Each word in a cell's corner is explained under the sheet.
  for (const word of ['checked in', 'roster', 'excused', 'absent', '✎ by hand'])
    await expect(
      page.getByRole('definition').or(page.getByRole('term')).getByText(word, { exact: true }),
    ).toBeVisible();
  await expectAccessible(page);
});
