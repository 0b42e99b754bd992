import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from '../../scripts/bench/budgets';

// What a slow phone waits for before it shows a public page (docs/decisions/0010-critical-path.md). These are
// the page's own properties, asserted without timing; `npm run bench` measures the timing itself.

/** The scripts a page loads, compressed as sent; the bench's 120 KB budget also counts each answer's headers. */
const SCRIPT_BYTES = 110 * 1024;
const STYLESHEETS = 5;
const DOCUMENT_BYTES = 64 * 1024;

for (const path of [...PUBLIC_PAGES, '/login']) {
  test(`${path} lists no script preloads in its document and at most ${STYLESHEETS} stylesheets`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<script\b[^>]*type="module"/);
    expect(html.match(/<link\b[^>]*modulepreload[^>]*>/g) ?? []).toEqual([]);
    expect(html.match(/<link\b[^>]*rel="stylesheet"/g)?.length ?? 0).toBeLessThanOrEqual(STYLESHEETS);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(DOCUMENT_BYTES);
  });
}

for (const path of PUBLIC_PAGES) {
  test(`${path} loads at most ${SCRIPT_BYTES / 1024} KB of compressed scripts, none of the member pages'`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('member-shared'))).toEqual([]);
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThanOrEqual(SCRIPT_BYTES);
  });
}

test('the home and About Us pictures at the top load first, not lazily', async ({ page }) => {
  for (const path of ['/', '/about-us']) {
    await page.goto(path);
    const hero = page.locator('main section').first().locator('img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
  }
});

test('the directory cards seen before scrolling load their pictures with the page, the rest lazily', async ({
  page,
}) => {
  for (const path of ['/meet-the-brothers', '/alumni']) {
    await page.goto(path);
    const loading = await page
      .locator('main li img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
    expect(loading.length).toBeGreaterThan(4);
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
  }
});
