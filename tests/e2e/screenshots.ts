import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

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

/**
 * Looks at a page at a phone's width and a laptop's: no sideways scrolling at either, a screenshot of each, and an
 * axe scan.
 */
export async function atBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('body')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px is no wider than the screen`).toBeLessThanOrEqual(0);
    await shoot(page, name);
  }
  await expectAccessible(page);
}
