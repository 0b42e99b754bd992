import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { openDashboardAs } from './demo-sessions';

// An officer page sends whoever may not open it to the home page, which says why.

test('a signed-out visitor sent home from an officer page may sign in and comes back to it', async ({ page }) => {
  await page.goto('/admin/bro-dates?from=mail');
  await expect(page).toHaveURL('/?notice=sign-in&next=%2Fadmin%2Fbro-dates%3Ffrom%3Dmail');
  const notice = page.getByRole('status').filter({ hasText: 'You are signed out.' });
  await expect(notice).toHaveText('You are signed out. Sign in to open that page');
  const link = notice.getByRole('link', { name: 'Sign in to open that page' });
  await expect(link).toHaveAttribute('href', '/login?redirectTo=%2Fadmin%2Fbro-dates%3Ffrom%3Dmail');
  // The notice sits above the hero: the page's heading is still there, below it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await link.click();
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill('brotherhood@example.org');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/admin/bro-dates?from=mail');
});

test('a member without the tool is told the page is for the officers who use it, with no sign-in link', async ({
  page,
}) => {
  await openDashboardAs(page, 'member@example.org');
  await page.goto('/admin');
  await expect(page).toHaveURL('/?notice=officers-only');
  const notice = page.getByRole('status').filter({ hasText: 'That page is for the officers who use it.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link')).toHaveCount(0);
  await page.goto('/scribe-editor');
  await expect(notice).toBeVisible();
});

test('the notice can be dismissed, and a reload does not bring it back', async ({ page }) => {
  await page.goto('/admin/user-management');
  const notice = page.getByRole('status').filter({ hasText: 'You are signed out.' });
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('You are signed out.')).toHaveCount(0);
});

test('an address cannot choose what the notice says or where its link leads', async ({ page }) => {
  await page.goto('/?notice=Your%20account%20was%20closed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your account was closed')).toHaveCount(0);
  await expect(page.getByText('You are signed out.')).toHaveCount(0);

  await page.goto(`/?${new URLSearchParams({ notice: 'sign-in', next: '//evil.example/admin' })}`);
  await expect(page.getByRole('link', { name: 'Sign in to open that page' })).toHaveAttribute('href', '/login');
});

test('the notice is only for the visitor who was sent home', async ({ page, browser }) => {
  await page.goto('/admin/content');
  await expect(page.getByText('You are signed out.')).toBeVisible();
  const other = await browser.newPage();
  await other.goto(new URL('/', page.url()).href);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByText('You are signed out.')).toHaveCount(0);
  await other.close();
  // A member who has signed in since is not asked to sign in.
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/?notice=sign-in&next=%2Fadmin%2Fcontent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('You are signed out.')).toHaveCount(0);
});
