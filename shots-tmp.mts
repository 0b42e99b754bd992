import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/browser';
const base = 'http://localhost:3255';
const out = '/work/shots/rush';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
async function shot(name: string, width: number, time: Date | null, go: (p: Page) => Promise<void>, full = true) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  if (time) await page.clock.install({ time });
  await go(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: full });
  await ctx.close();
}
async function signIn(page: Page, email: string) {
  await page.goto(base + '/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
}
const states: [string, Date][] = [['before', new Date('2026-12-01T12:00:00Z')], ['during', new Date('2027-01-12T20:00:00Z')], ['after', new Date('2027-02-01T18:00:00Z')]];
const which = process.argv[2] ?? 'all';
for (const width of [1280, 375]) {
  if (which === 'all' || which === 'rush') for (const [name, time] of states) await shot(`rush-${name}`, width, time, async (p) => { await p.goto(base + '/rush'); await p.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' }); });
  if (which === 'all' || which === 'admin') {
    await shot('admin-after', width, null, async (p) => { await signIn(p, 'webmaster@example.org'); await p.clock.install({ time: states[2]![1] }); await p.goto(base + '/admin'); await p.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' }); }, false);
    await shot('content-after', width, null, async (p) => { await signIn(p, 'webmaster@example.org'); await p.clock.install({ time: states[2]![1] }); await p.goto(base + '/admin/content'); await p.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' }); }, false);
    await shot('content-rush-error', width, null, async (p) => {
      await signIn(p, 'webmaster@example.org'); await p.goto(base + '/admin/content'); await p.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const rush = p.getByRole('region', { name: 'Rush season' });
      await rush.getByRole('group', { name: 'Week 2' }).getByLabel('Date of event 1 (optional)').fill('2027-03-01');
      await rush.getByRole('button', { name: 'Save rush season' }).click();
      await rush.getByRole('alert').waitFor();
      await rush.getByRole('group', { name: 'Week 2' }).scrollIntoViewIfNeeded();
    }, false);
  }
}
await browser.close();
