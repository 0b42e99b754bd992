import { expect, test } from './fixtures';
import { openDashboardAs } from './demo-sessions';

test("an officer without the overview is told it is the Webmaster's, not left wondering", async ({ page }) => {
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Officer Tools');
  await expect(
    page.getByText("The chapter's counts, visits and latest changes are shown to the Webmaster only."),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapter at a glance' })).toHaveCount(0);
});
