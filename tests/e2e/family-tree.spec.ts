import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signInAndExpectDashboard } from './sign-in';

test('the family tree needs sign-in', async ({ page }) => {
  await page.goto('/family-tree');
  await expect(page).toHaveURL('/login?redirectTo=%2Ffamily-tree');
});

test('the family tree draws, collapses a family on click and zooms', async ({ page }) => {
  await signInAndExpectDashboard(page, 'member@example.org');
  await page.goto('/family-tree');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAMILY TREE');
  const tree = page.getByTestId('family-tree');
  const nodes = tree.locator('g[data-kind]');
  await expect(tree.locator('g[data-kind="family"]')).toHaveCount(4);
  const total = await nodes.count();
  expect(total).toBeGreaterThan(60);
  await expect(tree.locator('g[data-kind="root"]')).toHaveAccessibleName('Upsilon Epsilon Family Tree');
  await expectAccessible(page);

  const family = tree.getByRole('button', { name: 'Presibobante Guys' });
  await expect(family).toHaveAttribute('aria-expanded', 'true');
  await family.click();
  await expect(family).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => nodes.count()).toBeLessThan(total);
  const collapsed = await nodes.count();
  // Unfolding shows the family's top members again (react-d3-tree keeps their own branches folded).
  await family.focus();
  await page.keyboard.press('Enter');
  await expect(family).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => nodes.count()).toBeGreaterThan(collapsed);

  const canvas = tree.locator('svg');
  const scale = async () =>
    Number(/scale\(([\d.]+)\)/.exec((await tree.locator('svg > g').first().getAttribute('transform')) ?? '')?.[1]);
  const before = await scale();
  const box = await canvas.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + 200);
  await page.mouse.wheel(0, -400);
  await expect.poll(scale).toBeGreaterThan(before);
});
