import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { openDashboardAs } from './demo-sessions';
import type { DemoEmail } from '../support/who-may-use-what';

// These flows change the demo game one after the other (so each sees the chain the one before left) and leave every
// player in it, alive: the dashboard spec expects the member to have a target.
test.describe.configure({ mode: 'serial' });

/** A chain button's player name, without its Active/Eliminated badge. */
async function playerName(button: Locator): Promise<string> {
  return ((await button.textContent()) ?? '').replace(/(Active|Eliminated)$/, '').trim();
}

async function eliminatedNames(page: Page): Promise<string[]> {
  const chain = page.getByRole('region', { name: 'Current chain' });
  const pressed = await chain.getByRole('button', { pressed: true }).all();
  return (await Promise.all(pressed.map(playerName))).sort();
}

async function signedInPage(browser: Browser, email: DemoEmail): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openDashboardAs(page, email);
  return page;
}

test('spoon assassins: building rows, the chain validation, and toggling elimination', async ({ page }) => {
  await openDashboardAs(page, 'brotherhood@example.org');
  await page.goto('/admin/spoon-assassins');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spoon Assassins');
  const first = page.getByLabel('Player 1', { exact: true });
  const second = page.getByLabel('Player 2', { exact: true });
  const firstName = (await first.locator('option:checked').textContent()) ?? '';
  const secondName = (await second.locator('option:checked').textContent()) ?? '';
  // A player picked in one row is not offered in the others.
  await expect(second.locator('option', { hasText: firstName })).toHaveCount(0);
  await expectAccessible(page);

  // Reorder by keyboard: focus stays on the moved row's control.
  await page.getByRole('button', { name: 'Move player 1 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Player 1', { exact: true }).locator('option:checked')).toHaveText(secondName);
  await expect(page.getByLabel('Player 2', { exact: true }).locator('option:checked')).toHaveText(firstName);
  await expect(page.getByRole('button', { name: 'Move player 2 down' })).toBeFocused();
  // ...and by mouse.
  await page.getByRole('button', { name: 'Move player 2 up' }).click();
  await expect(page.getByLabel('Player 1', { exact: true }).locator('option:checked')).toHaveText(firstName);

  // An empty row may not be saved.
  const rows = await page.getByLabel(/^Player \d+$/).count();
  await page.getByRole('button', { name: 'Add player' }).click();
  const added = page.getByLabel(`Player ${rows + 1}`, { exact: true });
  await expect(added).toBeFocused();
  await page.getByRole('button', { name: 'Save assignments' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText(
    'Cannot save. Please make sure all players are selected and no player appears more than once.',
  );
  await page.getByRole('button', { name: `Remove player ${rows + 1}` }).click();
  await expect(added).toHaveCount(0);

  // Pressing a player in the chain toggles elimination, naming them; the success message goes after 3 seconds.
  const chain = page.getByRole('region', { name: 'Current chain' });
  const name = await playerName(chain.getByRole('button', { pressed: false }).first());
  const player = chain.getByRole('button', { name: new RegExp(`^${name}`) });
  await player.click();
  await expect(player).toHaveAttribute('aria-pressed', 'true');
  const status = chain.getByRole('status');
  await expect(status).toHaveText(`User elimination status updated successfully! ${name} is marked eliminated.`);
  await expect(status).toHaveText('', { timeout: 5000 });
  await player.click();
  await expect(player).toHaveAttribute('aria-pressed', 'false');
  await expect(status).toHaveText(`User elimination status updated successfully! ${name} is back in the game.`);
});

test('spoon assassins: a refused save on a phone puts the keyboard on the empty row and marks it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDashboardAs(page, 'brotherhood@example.org');
  await page.goto('/admin/spoon-assassins');
  const rows = await page.getByLabel(/^Player \d+$/).count();
  await page.getByRole('button', { name: 'Add player' }).click();
  const added = page.getByLabel(`Player ${rows + 1}`, { exact: true });
  // The officer moves on to Save without picking anyone; the message is a dozen rows up, out of sight.
  await page.getByRole('button', { name: 'Save assignments' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText(
    'Cannot save. Please make sure all players are selected and no player appears more than once.',
  );
  await expect(added).toHaveAttribute('aria-invalid', 'true');
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();
  await expect(page.getByLabel('Player 1', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
});

test('spoon assassins: the chain view shows each player the target their own dashboard shows', async ({ browser }) => {
  const member = await signedInPage(browser, 'member@example.org');
  const card = member.locator('section').filter({ has: member.getByRole('heading', { name: 'Spoon Assassins' }) });
  const target = (await card.locator('strong').textContent()) ?? '';
  const name = ((await member.getByRole('button', { name: /account menu/ }).textContent()) ?? '')
    .replace('account menu', '')
    .trim();
  expect(target).not.toBe('');

  const officer = await signedInPage(browser, 'brotherhood@example.org');
  await officer.goto('/admin/spoon-assassins');
  const chain = officer.getByRole('region', { name: 'Current chain' });
  // The demo member's direct target is eliminated: the view follows the chain to the same living player.
  const line = chain
    .getByRole('listitem')
    .filter({ has: officer.getByRole('button', { name: new RegExp(`^${name}`) }) });
  await expect(line).toContainText(`targets ${target}`);
  const eliminated = chain.getByRole('listitem').filter({ has: officer.getByRole('button', { pressed: true }) });
  await expect(eliminated.first()).toContainText('out of the game, no target');
});

test('spoon assassins: fixing one name mid-game keeps every elimination; a new game asks first', async ({ page }) => {
  await openDashboardAs(page, 'brotherhood@example.org');
  await page.goto('/admin/spoon-assassins');
  const chain = page.getByRole('region', { name: 'Current chain' });
  const out = await eliminatedNames(page);
  expect(out.length).toBeGreaterThan(1);

  // The last row's player is replaced by someone who was not playing.
  const rows = page.getByLabel(/^Player \d+$/);
  const last = rows.last();
  const replaced = ((await last.locator('option:checked').textContent()) ?? '').trim();
  const newcomer = ((await last.locator('option:not(:checked):not([value=""])').first().textContent()) ?? '').trim();
  expect(newcomer).not.toBe('');
  await last.selectOption({ label: newcomer });

  // Leaving with the change not saved asks first; staying keeps it.
  await page.getByRole('link', { name: / home$/ }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL('/admin/spoon-assassins');
  await expect(last.locator('option:checked')).toHaveText(newcomer);

  await page.getByRole('button', { name: 'Save assignments' }).click();
  const kept = out.filter((n) => n !== replaced);
  await expect(page.getByRole('region', { name: 'Target chain' }).getByRole('status')).toHaveText(
    `Assignments saved successfully! Eliminations were kept: ${kept.length} players are still eliminated.`,
  );
  await page.reload();
  expect(await eliminatedNames(page)).toEqual(kept);
  await expect(chain.getByRole('button', { name: new RegExp(`^${newcomer}`) })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(chain.getByRole('button', { name: new RegExp(`^${replaced}`) })).toHaveCount(0);

  // A new game asks first; cancelling changes nothing.
  const players = await chain.getByRole('listitem').count();
  const newGame = page.getByRole('button', { name: 'New game' });
  await newGame.click();
  const confirm = page.getByRole('dialog', { name: 'Start a new game?' });
  await expect(confirm).toContainText(`All ${players} players of the saved chain will be alive again`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await eliminatedNames(page)).toEqual(kept);

  await newGame.click();
  await confirm.getByRole('button', { name: 'Start new game' }).click();
  await expect(chain.getByRole('status')).toHaveText(`New game started: all ${players} players are alive again.`);
  await expect(chain.getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(chain.getByRole('listitem').first()).toContainText('targets ');
});

test('the latest changes name the spoon assassins player by name, not by record number', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/spoon-assassins');
  const chain = page.getByRole('region', { name: 'Current chain' });
  // The players' buttons are those that can be pressed (the chain region holds the new game's dialog too).
  const player = chain.locator('button[aria-pressed]').last();
  const name = await playerName(player);
  expect(name).toMatch(/^\S+ \S+/);
  const wasPressed = (await player.getAttribute('aria-pressed')) === 'true';
  await player.click();
  await expect(player).toHaveAttribute('aria-pressed', String(!wasPressed));

  await page.goto('/admin');
  // Other specs change things at the same time, so the change is looked for among the latest, not as the first.
  const changes = page.getByRole('region', { name: 'Latest changes' }).getByRole('listitem');
  const line = wasPressed
    ? `Marked ${name} back in the spoon assassins game`
    : `Marked ${name} eliminated in spoon assassins`;
  await expect(changes.filter({ hasText: line }).first()).toBeVisible();
  await expect(changes.filter({ hasText: /record \d/ })).toHaveCount(0);

  await page.goto('/admin/spoon-assassins');
  await player.click();
  await expect(player).toHaveAttribute('aria-pressed', String(wasPressed));
});
