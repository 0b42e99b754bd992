import type { Page, Response } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/**
 * Loads a page that may come from memory, waits until its scripts have taken over, and returns the nonce they
 * carry, checked against the policy the answer came with: a copy kept in memory must name its own nonce.
 */
export async function loadKeptPage(page: Page, path: string): Promise<{ nonce: string; response: Response }> {
  const response = (await page.goto(path)) as Response;
  await waitForHydration(page);
  expect(response.status()).toBe(200);
  const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '');
  expect(nonce).not.toBe('');
  expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
  return { nonce, response };
}
