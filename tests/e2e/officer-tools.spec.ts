import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { openDashboardAs } from './demo-sessions';

// These flows share the demo database with the other specs: they undo what they change (the added event) and
// never confirm the reset. The reshuffle is real: no other spec relies on who is grouped with whom.

async function signedInName(page: Page): Promise<string> {
  const text = await page.getByRole('button', { name: /account menu/ }).textContent();
  return (text ?? '').replace('account menu', '').trim();
}

test('bro dates: the Brotherhood Chair sees the groups and reshuffles them after confirming', async ({ page }) => {
  await openDashboardAs(page, 'brotherhood@example.org');
  await page.goto('/admin/bro-dates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Brodates');
  const groups = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Group \d+$/ }) });
  await expect(groups.first()).toBeVisible();
  const before = await groups.allTextContents();
  await expectAccessible(page);

  const reshuffle = page.getByRole('button', { name: 'Reshuffle groups' });
  await reshuffle.click();
  const dialog = page.getByRole('dialog', { name: 'Reshuffle bro-date groups?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reshuffle).toBeFocused();
  expect(await groups.allTextContents()).toEqual(before);

  // A slow answer shows the loading text until the new groups arrive.
  await page.route('**/admin/bro-dates*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Reshuffle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading brodate groups...' })).toBeVisible();
  // The same number of groups, drawn anew (the old order coming back has odds of about 1 in 34!).
  await expect
    .poll(async () => {
      const after = await groups.allTextContents();
      return after.length === before.length && after.join() !== before.join();
    })
    .toBe(true);
  await expect(page.getByText('Loading brodate groups...')).toBeHidden();
  // The page says what it did, and focus is back on the button.
  const [, groupCount, memberCount] = /^(\d+) groups, (\d+) members$/.exec(
    (await page.getByText(/^\d+ groups, \d+ members$/).textContent()) ?? '',
  ) ?? ['', '', ''];
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(
    `Reshuffled ${memberCount} members into ${groupCount} groups.`,
  );
  expect(Number(groupCount)).toBe(before.length);
  await expect(reshuffle).toBeFocused();
});

test('scribe editor: add an event, enter points with a live total, save, delete it; reset asks first', async ({
  page,
}) => {
  // One officer's whole evening in the sheet, with two accessibility scans of the full grid: about 25 s on an idle
  // 2-core machine, so it gets the longer time Playwright gives slow tests.
  test.slow();
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/scribe-editor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scribe Editor');
  await expectAccessible(page);
  const name = await signedInName(page);
  const columns = page.getByRole('columnheader');
  const columnCount = await columns.count();

  // An empty name does nothing; a name is trimmed.
  const newEvent = page.getByPlaceholder('New event name');
  await newEvent.fill('   ');
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(columns).toHaveCount(columnCount);
  await newEvent.fill('  E2E Workshop  ');
  await newEvent.press('Enter');
  await expect(page.getByRole('columnheader', { name: 'E2E Workshop', exact: false })).toBeVisible();

  // Only the scribe's own row, found with the search box.
  await page.getByPlaceholder('Search users...').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  const total = row.getByRole('cell').last();
  const before = Number(await total.textContent());
  const cell = page.getByRole('textbox', { name: `${name} E2E Workshop` });
  await cell.fill('40');
  await expect(total).toHaveText(String(before + 40));
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  await cell.fill('');
  await expect(total).toHaveText(String(before));
  await cell.fill('40');
  await cell.press('ArrowUp'); // no row above: stays, and the number does not step
  await expect(cell).toHaveValue('40');
  await cell.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAttribute('aria-labelledby', /^member-\d+ event-\d+$/);
  await expect(cell).not.toBeFocused();

  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText('Changes saved successfully!');
  await expect(page.getByText('0 unsaved changes')).toBeVisible();
  await page.reload();
  await page.getByPlaceholder('Search users...').fill(name);
  await expect(page.getByRole('textbox', { name: `${name} E2E Workshop` })).toHaveValue('40');
  await expect(total).toHaveText(String(before + 40));

  // Delete asks first; Escape keeps the event and returns focus.
  const deleteButton = page.getByRole('button', { name: 'Delete event E2E Workshop' });
  await deleteButton.click();
  const confirmDelete = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirmDelete).toContainText('Deleting an event removes all points associated with it.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirmDelete).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('columnheader', { name: /E2E Workshop/ })).toHaveCount(0);
  await expect(total).toHaveText(String(before));

  // Reset warns and traps focus; CANCEL leaves everything. (Counted here: other specs add events meanwhile.)
  const columnsBeforeReset = await columns.count();
  const reset = page.getByRole('button', { name: 'Reset Everything' });
  await reset.click();
  const confirmReset = page.getByRole('dialog', { name: 'Confirm Reset' });
  await expect(confirmReset).toContainText('cannot be undone and may take up to a minute');
  await expect(confirmReset).toContainText('deletes every event, clears all event points and sets every user');
  await expect(confirmReset.getByRole('button', { name: 'RESET EVERYTHING' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(confirmReset.getByRole('button', { name: 'CANCEL' })).toBeFocused();
  await confirmReset.getByRole('button', { name: 'CANCEL' }).click();
  await expect(confirmReset).toBeHidden();
  await expect(reset).toBeFocused();
  await expect(columns).toHaveCount(columnsBeforeReset);
});

test('scribe editor: arrow keys and Enter move down and up the rows', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/scribe-editor');
  const cells = page.locator('tbody').getByRole('textbox');
  const columns = (await page.getByRole('columnheader').count()) - 2;
  await cells.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cells.nth(columns)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cells.nth(2 * columns)).toBeFocused();
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.press('ArrowRight');
  await expect(cells.nth(columns + 1)).toBeFocused();
});
