import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

/** Hydration mismatches and other script errors, collected while the page runs. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the hero, regent message, pillars and call to action are there in order', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main section').first();
  await expect(hero).toContainText('Santa Clara University');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Theta Tau\s*Upsilon Epsilon Chapter/);
  await expect(hero).toContainText('Co-Ed Professional Engineering Fraternity');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'A Message from the Regent',
    'Our Core Pillars',
    'Northwestern Region',
    'Life in the Chapter',
    'Interested in Joining?',
  ]);
  const message = page.locator('section', { has: page.getByRole('heading', { name: 'A Message from the Regent' }) });
  await expect(message.getByRole('img')).toHaveAttribute('alt', /Regent/);
  await expect(message).toContainText('Winter Rush starts in Week 1');
  expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
    'Brotherhood',
    'Professional Development',
    'Service',
  ]);
});

test('both RUSH buttons go to /rush with a full page load', async ({ page }) => {
  await page.goto('/');
  const buttons = page.getByRole('link', { name: 'RUSH', exact: true });
  await expect(buttons).toHaveCount(2);
  for (const index of [0, 1]) {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await buttons.nth(index).click();
    await expect(page).toHaveURL('/rush');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter Rush 2027');
    // A client-side navigation would keep the window object and its flag.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  }
});

test('the map shows the states and seven red markers with a tooltip on hover and focus', async ({ page }) => {
  await page.goto('/');
  const map = page.locator('[data-hovered]');
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.locator('path').count()).toBeGreaterThan(8);
  const markers = map.locator('circle');
  await expect(markers).toHaveCount(7);
  await expect(markers.first()).toHaveAttribute('r', '5');
  await expect(markers.first()).toHaveCSS('fill', 'rgb(224, 16, 42)');
  await expect(map.locator('path').first()).toHaveCSS('fill', 'rgb(255, 255, 255)');

  const home = map.locator('circle[data-chapter="Upsilon Epsilon"]');
  await home.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/Upsilon Epsilon Chapter\s*Santa Clara University/);
  await expect(map).toHaveAttribute('data-hovered', '1');
  await page.mouse.move(5, 5);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(map).toHaveAttribute('data-hovered', '0');

  await map.locator('circle[data-chapter="Theta Beta"]').focus();
  await expect(page.getByRole('tooltip')).toHaveText(/Theta Beta Chapter\s*Univ\. of Washington/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText(/Lambda Delta Chapter\s*Univ\. of the Pacific/);
});

test('the map zooms with the buttons and the wheel, between 1x and 8x', async ({ page }) => {
  await page.goto('/');
  const map = page.locator('[data-hovered]');
  const layer = map.locator('svg > g');
  const scale = async () => Number(/scale\(([\d.]+)\)/.exec((await layer.getAttribute('transform')) ?? '')?.[1] ?? 1);
  await map.scrollIntoViewIfNeeded();
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.click();
  await expect.poll(scale).toBeCloseTo(1.5);
  await expect(map.locator('circle').first()).toHaveAttribute('r', String(5 / 1.5));
  for (let i = 0; i < 8; i++) await zoomIn.click();
  await expect.poll(scale).toBe(8);
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(scale).toBe(1);

  const box = await map.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.wheel(0, -400);
  await expect.poll(scale).toBeGreaterThan(1);
});

test('the map keeps its markers and logs an error when the outlines cannot load', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.route('**/assets/map/**', (route) => route.abort());
  await page.goto('/');
  const map = page.locator('[data-hovered]');
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => errors.join('\n')).toContain('Could not load the state outlines');
  await expect(map.locator('circle')).toHaveCount(7);
  await expect(map.locator('path')).toHaveCount(0);
  await map.locator('circle[data-chapter="Epsilon"]').hover();
  await expect(page.getByRole('tooltip')).toHaveText(/Epsilon Chapter\s*UC Berkeley/);
});

test('the gallery shows 29 lazy photos in a new order on each load, without a hydration mismatch', async ({ page }) => {
  const errors = consoleErrors(page);
  const order = async () => {
    await page.goto('/');
    const photos = page
      .locator('section', { has: page.getByRole('heading', { name: 'Life in the Chapter' }) })
      .locator('img');
    await expect(photos).toHaveCount(29);
    await expect(photos.first()).toHaveAttribute('loading', 'lazy');
    return photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
  };
  const first = await order();
  const second = await order();
  expect(new Set(first).size).toBe(29);
  expect(second).not.toEqual(first);
  expect([...second].sort()).toEqual([...first].sort());
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('clicking a gallery photo opens it larger; Escape and Close shut it', async ({ page }) => {
  await page.goto('/');
  const thumbs = page.getByRole('button', { name: /View larger/ });
  const alt = await thumbs.nth(3).getByRole('img').getAttribute('alt');
  expect(alt).toMatch(/^Chapter photo \d+$/);
  await thumbs.nth(3).click();
  const dialog = page.getByRole('dialog', { name: 'Photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', `${alt}, enlarged`);
  // The large photo is laid out once its dialog has opened; on a busy machine that can trail the alt text.
  await expect
    .poll(() => dialog.getByRole('img').evaluate((img) => img.getBoundingClientRect().width))
    .toBeGreaterThan(300);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await thumbs.nth(0).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the home page sends no cacheable copy (the gallery order is per request)', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['cache-control']).toBe('private, no-store');
});

for (const width of [320, 375, 768, 1280]) {
  test(`the home page fits and is accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
}

test("at 375 px every chapter's tooltip stays inside the map", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const map = page.locator('[data-hovered]');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  for (const marker of await map.locator('circle').all()) {
    await marker.focus();
    const tip = (await page.getByRole('tooltip').boundingBox())!;
    const name = await marker.getAttribute('data-chapter');
    expect({ name, left: tip.x >= box.x, right: tip.x + tip.width <= box.x + box.width }).toEqual({
      name,
      left: true,
      right: true,
    });
    expect(tip.y).toBeGreaterThanOrEqual(box.y);
    expect(tip.y + tip.height).toBeLessThanOrEqual(box.y + box.height);
  }
});

test('with a mouse the map says hover or focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Seven chapters across the West: hover or focus a marker to see which.')).toBeVisible();
  await expect(page.getByText('Seven chapters across the West: tap a marker to see which.')).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  test('the map says tap, and a tap shows the chapter until another tap elsewhere', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Seven chapters across the West: tap a marker to see which.')).toBeVisible();
    await expect(page.getByText('hover or focus a marker')).toBeHidden();
    const map = page.locator('[data-hovered]');
    await map.scrollIntoViewIfNeeded();
    await map.locator('circle[data-chapter="Rho Delta"]').tap();
    await expect(page.getByRole('tooltip')).toHaveText(/Rho Delta Chapter\s*Univ\. of Nevada, Reno/);
    await page.getByRole('heading', { name: 'Life in the Chapter' }).tap();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test("the hero heading's two lines read as two phrases", async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAccessibleName('Theta Tau Upsilon Epsilon Chapter');
  // Whatever reads the heading as plain text (reading modes, search results, copy and paste) gets the space too.
  expect(await heading.textContent()).toBe('Theta Tau Upsilon Epsilon Chapter');
});
