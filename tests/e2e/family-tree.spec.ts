import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { openDashboardAs } from './demo-sessions';
import { TREE_MESSAGES } from '../../app/features/family-tree/messages';

test('the family tree needs sign-in', async ({ page }) => {
  await page.goto('/family-tree');
  await expect(page).toHaveURL('/login?redirectTo=%2Ffamily-tree');
});

async function openTree(page: Page) {
  await openDashboardAs(page, 'member@example.org');
  await page.goto('/family-tree');
  const tree = page.getByTestId('family-tree');
  await expect(tree.locator('g[data-kind="family"]')).toHaveCount(4);
  return tree;
}

/** The zoom of the drawing, read from the transform of its layer. */
async function scaleOf(tree: Locator) {
  const transform = (await tree.locator('svg > g').first().getAttribute('transform')) ?? '';
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1]);
}

/** Where the drawing's layer is moved to, to the nearest pixel (+ 0 turns -0 into 0). */
async function translateOf(tree: Locator) {
  const transform = (await tree.locator('svg > g').first().getAttribute('transform')) ?? '';
  const [, x, y] = /translate\(([-\d.e]+),\s*([-\d.e]+)\)/.exec(transform) ?? [];
  return { x: Math.round(Number(x)) + 0, y: Math.round(Number(y)) + 0 };
}

/** How far the node's circle is from the middle of the drawing's frame, in screen pixels. */
async function distanceFromCentre(tree: Locator, node: Locator) {
  const frame = await tree.boundingBox();
  const circle = await node.locator('circle').boundingBox();
  if (!frame || !circle) throw new Error('not drawn');
  return Math.hypot(
    circle.x + circle.width / 2 - (frame.x + frame.width / 2),
    circle.y + circle.height / 2 - (frame.y + frame.height / 2),
  );
}

/** The size at which the names inside the frame are seen: the text's screen height over its own height. */
async function visibleNameSizes(tree: Locator) {
  return tree.evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    return [...frame.querySelectorAll<SVGTextElement>('g[data-kind] > text:first-of-type')]
      .filter((text) => {
        const r = text.getBoundingClientRect();
        return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
      })
      .map((text) => {
        const fontSize = parseFloat(getComputedStyle(text).fontSize);
        return (text.getBoundingClientRect().height / text.getBBox().height) * fontSize;
      });
  });
}

test('the family tree draws, collapses a family on click and zooms', async ({ page }) => {
  const tree = await openTree(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAMILY TREE');
  const nodes = tree.locator('g[data-kind]');
  const total = await nodes.count();
  expect(total).toBeGreaterThan(60);
  await expect(tree.locator('g[data-kind="root"]')).toHaveAccessibleName('Upsilon Epsilon Family Tree');
  await expectAccessible(page);

  const family = tree.getByRole('button', { name: 'Presibobante Guys' });
  await expect(family).toHaveAttribute('aria-expanded', 'true');
  await family.click();
  await expect(family).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => nodes.count()).toBeLessThan(total);
  await expect(family).toHaveAccessibleName(/Presibobante Guys, 13 members, 13 more in this branch/);
  const collapsed = await nodes.count();
  await family.focus();
  await page.keyboard.press('Enter');
  await expect(family).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => nodes.count()).toBeGreaterThan(collapsed);

  const canvas = tree.locator('svg');
  const before = await scaleOf(tree);
  const box = await canvas.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + 200);
  await page.mouse.wheel(0, -400);
  await expect.poll(() => scaleOf(tree)).toBeGreaterThan(before);
});

test('no line of the tree runs through a name or a label, and no two of them overlap', async ({ page }) => {
  const tree = await openTree(page);
  const crossings = await tree.evaluate((frame) => {
    const texts = [...frame.querySelectorAll<SVGTextElement>('g[data-kind] text')].map((t) => ({
      text: t.textContent,
      box: t.getBoundingClientRect(),
    }));
    const found: string[] = [];
    for (const path of frame.querySelectorAll<SVGPathElement>('path')) {
      const matrix = path.getScreenCTM();
      if (!matrix) continue;
      const length = path.getTotalLength();
      for (let at = 0; at <= length; at += 2) {
        const point = new DOMPoint(path.getPointAtLength(at).x, path.getPointAtLength(at).y).matrixTransform(matrix);
        const hit = texts.find(
          ({ box }) =>
            point.x > box.left + 0.5 &&
            point.x < box.right - 0.5 &&
            point.y > box.top + 0.5 &&
            point.y < box.bottom - 0.5,
        );
        if (hit) found.push(`${path.getAttribute('d')} crosses "${hit.text}"`);
      }
    }
    texts.forEach((a, i) =>
      texts.slice(i + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left + 0.5 ||
          b.box.right <= a.box.left + 0.5 ||
          a.box.bottom <= b.box.top + 0.5 ||
          b.box.bottom <= a.box.top + 0.5;
        if (!apart) found.push(`"${a.text}" overlaps "${b.text}"`);
      }),
    );
    return found;
  });
  expect(crossings).toEqual([]);
});

for (const { device, width, height, readablePx } of [
  { device: 'a laptop', width: 1280, height: 900, readablePx: 14 },
  { device: 'a phone', width: 375, height: 740, readablePx: 12 },
]) {
  test.describe(`on ${device} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('the first view shows readable names, marks you, and has no sideways page scroll', async ({ page }) => {
      const tree = await openTree(page);
      const sizes = await visibleNameSizes(tree);
      expect(sizes.length).toBeGreaterThanOrEqual(4);
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(readablePx - 0.05);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const you = tree.locator('g[data-you]');
      await expect(you).toHaveCount(1);
      await expect(you.locator('text', { hasText: /^You$/ })).toBeVisible();
      await expect(you).toHaveAccessibleName(/\(you\)/);
    });

    test("'Find me' unfolds the way to you and centres you", async ({ page }) => {
      const tree = await openTree(page);
      const key = (await tree.locator('g[data-you]').getAttribute('data-key')) ?? '';
      const familyKey = key.split('/').slice(0, 2).join('/');
      // Fold your family, from the keyboard: you are no longer drawn.
      await tree.locator(`g[data-key="${familyKey}"]`).focus();
      await page.keyboard.press('Enter');
      await expect(tree.locator('g[data-you]')).toHaveCount(0);

      await page.getByRole('button', { name: 'Find me' }).click();
      await expect(page.getByRole('status')).toHaveText(TREE_MESSAGES.showingYou);
      const you = tree.locator('g[data-you]');
      await expect(you).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => distanceFromCentre(tree, you)).toBeLessThan(8);
      expect(await scaleOf(tree)).toBeGreaterThanOrEqual(readablePx / 16 - 0.001);
      await expect(tree).toBeInViewport({ ratio: 0.9 });
    });

    test('the search centres the member it finds, lists several, and says when nobody matches', async ({ page }) => {
      const tree = await openTree(page);
      const search = page.getByLabel('Find a member');
      const status = page.getByRole('status');

      // The last member drawn, far from where the first view looks.
      const wanted = (await tree.locator('g[data-kind="member"]').last().getAttribute('aria-label'))?.split(',')[0];
      if (!wanted) throw new Error('no member drawn');
      await search.fill(wanted.toLowerCase());
      await search.press('Enter');
      await expect(status).toHaveText(TREE_MESSAGES.showing(wanted));
      const found = tree.locator('g[aria-current="true"]');
      await expect(found).toHaveAccessibleName(new RegExp(`^${wanted},`));
      await expect.poll(() => distanceFromCentre(tree, found)).toBeLessThan(8);

      await search.fill('Zzyzx');
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await expect(status).toHaveText(TREE_MESSAGES.noMatch('Zzyzx'));

      await search.fill('an');
      await search.press('Enter');
      await expect(status).toHaveText(/^\d+ members match “an”\. Choose one to show:$/);
      const choices = page.getByRole('list', { name: 'Members matching “an”' }).getByRole('button');
      expect(await choices.count()).toBeGreaterThan(1);
      const second = choices.nth(1);
      const name = ((await second.textContent()) ?? '').split(' · ')[0] ?? '';
      await second.click();
      await expect(second).toHaveAttribute('aria-pressed', 'true');
      await expect(status).toHaveText(TREE_MESSAGES.showing(name));
      await expect(found).toHaveAccessibleName(new RegExp(`^${name},`));
      await expect.poll(() => distanceFromCentre(tree, found)).toBeLessThan(8);
      await expectAccessible(page);
    });

    test('the zoom buttons and the keyboard move and zoom the tree', async ({ page }) => {
      const tree = await openTree(page);
      const first = await scaleOf(tree);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => scaleOf(tree)).toBeCloseTo(first * 1.25, 3);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => scaleOf(tree)).toBeCloseTo(first / 1.25, 3);

      await page.getByRole('button', { name: 'Whole tree' }).click();
      const whole = await tree.locator('svg > g').first().boundingBox();
      const frame = await tree.boundingBox();
      if (!whole || !frame) throw new Error('not drawn');
      expect(whole.x).toBeGreaterThanOrEqual(frame.x);
      expect(whole.x + whole.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      expect(whole.y + whole.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);

      await tree.focus();
      const fitted = await scaleOf(tree);
      await page.keyboard.press('+');
      await expect.poll(() => scaleOf(tree)).toBeCloseTo(fitted * 1.25, 3);
      await page.keyboard.press('-');
      await expect.poll(() => scaleOf(tree)).toBeCloseTo(fitted, 3);
      const start = await translateOf(tree);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => translateOf(tree)).toEqual({ x: start.x - 80, y: start.y - 80 });
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => translateOf(tree)).toEqual(start);
      await page.keyboard.press('+');
      await page.keyboard.press('0');
      await expect.poll(() => scaleOf(tree)).toBeCloseTo(fitted, 3);
      await expect(page.getByText(/arrow keys to move; pinch, scroll or press \+ and − to zoom/)).toBeVisible();
    });
  });
}
