import { openDashboardAs } from './demo-sessions';
import { expect, test } from './fixtures';
import { atBothWidths } from './screenshots';

test('a member chooses how check-ins opening reach them, and the choice stays after a reload', async ({ page }) => {
  await openDashboardAs(page, 'mediation@example.org');
  // On a phone the bell sits beside the menu button, its count in sight without opening the menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL('/notifications');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();

  const checkIns = page.getByRole('group', { name: 'Check-in opened' });
  const announcements = page.getByRole('group', { name: 'Announcements' });
  // The defaults (check-ins by push, which is the bell alone while no device has it on), and announcements are never
  // off.
  await expect(checkIns.getByRole('radio', { name: 'Push and in the site' })).toBeChecked();
  await expect(page.getByText(/^Push reaches the devices where you turn notifications on/)).toContainText(
    'none yet, so a push choice shows in the site only.',
  );
  await expect(announcements.getByRole('radio', { name: 'Email and in the site' })).toBeChecked();
  await expect(announcements.getByRole('radio', { name: 'Off' })).toHaveCount(0);
  await atBothWidths(page, 'notification-settings');

  await checkIns.getByRole('radio', { name: 'Email and in the site' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(checkIns.getByRole('radio', { name: 'Email and in the site' })).toBeChecked();

  // A choice changed and not saved asks before leaving; staying keeps it.
  await checkIns.getByRole('radio', { name: 'Off' }).check();
  await page.locator('main').getByRole('link', { name: 'Notifications', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(checkIns.getByRole('radio', { name: 'Off' })).toBeChecked();
  await checkIns.getByRole('radio', { name: 'Push and in the site' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});
