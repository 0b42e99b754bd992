import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn, signInAndExpectDashboard } from './sign-in';
import { DEMO_ACCOUNTS, accessOfAccount } from '../support/who-may-use-what';

const NOT_IN_SYSTEM = 'Your account does not exist in the system. Please contact support.';

/** Each demo account with the labels of the buttons its account menu shows after the member links. */
const ACCOUNTS = DEMO_ACCOUNTS.map(([email]) => [email, accessOfAccount(email).buttons.map((b) => b.label)] as const);

test('the login page has its title, the Google button and no error line', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Login');
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('/login?error=X shows X in red', async ({ page }) => {
  await page.goto('/login?error=Popup%20blocked');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Popup blocked');
  await expect(alert).toHaveCSS('color', 'rgb(176, 0, 32)');
});

for (const [email, links] of ACCOUNTS) {
  test(`${email} signs in, lands on /dashboard and sees exactly the permitted admin links`, async ({ page }) => {
    await signInAndExpectDashboard(page, email);
    await page.getByRole('button', { name: /account menu/ }).click();
    const panel = page
      .locator('[id]')
      .filter({ has: page.getByRole('link', { name: 'Dashboard' }) })
      .last();
    const labels = await panel.getByRole('link').allTextContents();
    // An officer's own position's handbook; a member without a position, the list of every handbook.
    const handbook = links.length > 0 ? 'Handbook' : 'Handbooks';
    expect(labels).toEqual([
      'Dashboard',
      'Check in',
      'Attendance',
      'Family Tree',
      'Elections',
      'Announcements',
      'Calendar feed',
      handbook,
      ...links,
    ]);
    await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
}

test('an email that is not an active member gets the not-in-system message and a way to reach the chapter', async ({
  page,
}) => {
  await signIn(page, 'stranger@example.org');
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toHaveText(NOT_IN_SYSTEM);
  // The contact address of the site content, as shipped.
  const contact = page.getByRole('link', { name: 'thetatau.ue@example.org' });
  await expect(contact).toHaveAttribute('href', 'mailto:thetatau.ue@example.org');
  await expect(page.getByText('To reach the chapter, write to thetatau.ue@example.org.')).toBeVisible();
  await expectAccessible(page);
});

test('other sign-in errors offer no contact address', async ({ page }) => {
  await page.goto('/login?error=Popup%20blocked');
  await expect(page.getByRole('alert')).toHaveText('Popup blocked');
  await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0);
});

test('the development sign-in page fits a 375 px phone without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  for (const account of await page.locator('.account').all()) {
    const box = await account.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  }
});

test('the email match ignores case', async ({ page }) => {
  await signInAndExpectDashboard(page, 'Member@Example.ORG');
});

test('cancelling at the issuer comes back with a readable message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByRole('button', { name: 'Cancel sign-in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The sign-in was cancelled.');
});

test('a member sent to sign in returns to the page they asked for', async ({ page }) => {
  await page.goto('/family-tree');
  await expect(page).toHaveURL('/login?redirectTo=%2Ffamily-tree');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill('member@example.org');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/family-tree');
});

test('a return address that would leave the site lands on the dashboard instead', async ({ page }) => {
  await page.goto('/login?redirectTo=%2F%09%2Fevil.example');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill('member@example.org');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('Logout lands on /login and the old cookie no longer works', async ({ page, context, request }) => {
  await signInAndExpectDashboard(page, 'regent@example.org');
  const cookie = (await context.cookies()).find((c) => c.name === '__ue_session');
  expect(cookie).toBeDefined();
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const replay = await request.get('/dashboard', {
    headers: { Cookie: `__ue_session=${cookie?.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
  expect(replay.headers()['location']).toMatch(/^\/login/);
});

test('a replayed sign-in callback is refused', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill('member@example.org');
  const callback = page.waitForRequest((req) => req.url().includes('/auth/callback'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const callbackUrl = (await callback).url();
  await expect(page).toHaveURL('/dashboard');
  const cookiesBefore = await page.context().cookies();
  const replay = await page.request.get(callbackUrl, { maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  expect(replay.headers()['location']).toBe(
    `/login?${new URLSearchParams({ error: 'Your sign-in expired or was already used. Please try again.' })}`,
  );
  const session = (cookies: { name: string; value: string }[]) => cookies.find((c) => c.name === '__ue_session')?.value;
  expect(session(await page.context().cookies())).toBe(session(cookiesBefore));
});

test('a callback whose state does not match this browser sign-in is refused', async ({ page, context }) => {
  // A stale tab: sign-in A is finished after sign-in B started, so the callback carries A's state.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const second = await context.newPage();
  await second.goto('/login');
  await second.getByRole('button', { name: 'Login with Google' }).click();
  await expect(second.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill('member@example.org');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The sign-in could not be verified. Please try again.');
  await expect(page).toHaveURL(/\/login\?error=/);
});

test('a visit is logged once per browser session', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (req) => req.url().endsWith('/api/log-visit') && posts.push(req.postData() ?? ''));
  await signInAndExpectDashboard(page, 'scribe@example.org');
  await page.goto('/about-us');
  await page.goto('/dashboard');
  await expect.poll(() => posts.length).toBe(1);
  expect(JSON.parse(posts[0] ?? '{}')).toEqual({ email: 'scribe@example.org' });
  expect(await page.evaluate(() => sessionStorage.getItem('visit-logged'))).toBe('true');
});

test('a logout form on another site leaves the member signed in', async ({ page, baseURL }) => {
  await signInAndExpectDashboard(page, 'member@example.org');
  // Another port of localhost: same site, so the browser sends the session cookie along; only the origin differs.
  const otherSite = http.createServer((_req, res) =>
    res
      .setHeader('Content-Type', 'text/html')
      .end(`<form method="post" action="${baseURL}/logout"><button>Claim your prize</button></form>`),
  );
  await new Promise<void>((resolve) => otherSite.listen(0, resolve));
  try {
    const lure = await page.context().newPage(); // a plain page: the other site never hydrates
    await lure.goto(`http://localhost:${(otherSite.address() as AddressInfo).port}/`);
    await lure.getByRole('button', { name: 'Claim your prize' }).click();
    await expect(lure.locator('body')).toContainText('This request came from another site');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');
  } finally {
    otherSite.close();
  }
});
