import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { yearIn } from '../../app/shared/time/chapter-year';

const LINKS = [
  ['Home', '/'],
  ['About Us', '/about-us'],
  ['Meet The Brothers', '/meet-the-brothers'],
  ['Rush', '/rush'],
  ['Alumni', '/alumni'],
] as const;

test.describe('header at desktop width (769 px)', () => {
  test.use({ viewport: { width: 769, height: 900 } });

  test('shows every link inline, each leading to its page', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const [label, path] of LINKS) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Login');
  });
});

test.describe('header at phone width (768 px)', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('folds the links into a menu that opens by click and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Rush' })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Rush' }).click();
    await expect(page).toHaveURL('/rush');
    await expect(nav.getByRole('link', { name: 'Alumni' })).toBeHidden();
  });

  test('opens by keyboard, and Escape closes it and returns focus to the button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('closes when tapping outside it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni' })).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni' })).toBeHidden();
  });
});

test('footer shows the current year and the chapter copyright line', async ({ page }) => {
  await page.goto('/');
  const year = yearIn('America/Los_Angeles', new Date());
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${year} Theta Tau, Upsilon Epsilon Chapter. All rights reserved.`,
  );
});

test('an unknown route shows the error page with status 404 inside the layout', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);
});

test('the shell has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expectAccessible(page);
});
