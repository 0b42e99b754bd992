import type { Page } from '@playwright/test';

/**
 * Saves a screenshot of the page at its width when SHOTS_DIR is set, to look at the pages by eye; `fullPage` false
 * takes the screen alone (a dialog's).
 */
export async function shoot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
}
