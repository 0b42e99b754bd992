import { expect, test } from './fixtures';
import { signInAndExpectDashboard } from './sign-in';

test('the latest changes name the spoon assassins player by name, not by record number', async ({ page }) => {
  await signInAndExpectDashboard(page, 'webmaster@example.org');
  await page.goto('/admin/spoon-assassins');
  const chain = page.getByRole('region', { name: 'Current chain' });
  // The last player: another test presses the first.
  const player = chain.getByRole('button').last();
  // The player's name, without the badge after it.
  const name = await player.evaluate((button) => button.firstChild?.textContent?.trim() ?? '');
  expect(name).toMatch(/^\S+ \S+/);
  const wasPressed = (await player.getAttribute('aria-pressed')) === 'true';
  await player.click();
  await expect(player).toHaveAttribute('aria-pressed', String(!wasPressed));

  await page.goto('/admin');
  // Other tests change things at the same time, so the change is looked for among the latest, not as the first.
  const changes = page.getByRole('region', { name: 'Latest changes' }).getByRole('listitem');
  const line = wasPressed
    ? `Marked ${name} back in the spoon assassins game`
    : `Marked ${name} eliminated in spoon assassins`;
  await expect(changes.filter({ hasText: line }).first()).toBeVisible();
  await expect(changes.filter({ hasText: /record \d/ })).toHaveCount(0);

  await page.goto('/admin/spoon-assassins');
  await chain.getByRole('button').last().click();
  await expect(chain.getByRole('button').last()).toHaveAttribute('aria-pressed', String(wasPressed));
});

test("an officer without the overview is told it is the Webmaster's, not left wondering", async ({ page }) => {
  await signInAndExpectDashboard(page, 'scribe@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Officer Tools');
  await expect(
    page.getByText("The chapter's counts, visits and latest changes are shown to the Webmaster only."),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapter at a glance' })).toHaveCount(0);
});
