import { expect, test as base, type Page } from '@playwright/test';

/** Waits until React has hydrated the page (root.tsx marks it), so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test` with a page whose `goto` returns only once the page is hydrated: on a busy machine a click
 * that lands before hydration would otherwise do nothing.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
