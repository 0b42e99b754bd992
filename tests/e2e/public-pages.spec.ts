import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { addStoredSession } from './demo-sessions';
import { chapter, rush } from '../../app/config/chapter';
import { yearIn } from '../../app/shared/time/chapter-year';
import { DAY_MS } from '../../app/shared/time/calendar-days';
import { seasonBounds, seasonPhase } from '../../app/features/site-content/rush-season';

const PAGES = ['/about-us', '/meet-the-brothers', '/alumni', '/rush'];

async function stripPosition(page: Page) {
  return page.getByTestId('photo-strip').evaluate((el) => el.scrollLeft);
}

test('About Us has its six parts in order, the timeline, the Regents and the region paragraph', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  const order = await page
    .locator('main h2, main [data-testid="photo-strip"]')
    .evaluateAll((els) => els.map((el) => (el.tagName === 'H2' ? el.textContent : 'strip')));
  expect(order).toEqual(['UPSILON EPSILON CHAPTER HISTORY', 'OUR REGENTS', 'strip', 'NATIONAL HISTORY']);
  expect(await page.locator('main ol h3').allTextContents()).toEqual([
    'Inception of National Theta Tau',
    'Upsilon Epsilon Chapter Formed as a Colony',
    'Upsilon Epsilon chapter Theta Tau Become a Chapter',
  ]);
  await expect(page.locator('main ol')).toContainText('October 15, 1904');
  await expect(page.locator('main ol')).toContainText('over 50,000 members');
  await expect(page.getByRole('link', { name: 'LEARN MORE' })).toHaveAttribute('href', 'https://thetatau.org');
  await expect(page.getByRole('heading', { name: 'Theta Tau Northwestern Region' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Northwestern Region of Theta Tau, which has 7 active chapters');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the photo strip repeats its list twice, moves 2 px every 20 ms and pauses under the mouse', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The page's clock is the test's, so the strip's timer ticks exactly as often as the test says.
  await page.clock.install();
  await page.goto('/about-us');
  const strip = page.getByTestId('photo-strip');
  const alts = await strip.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
  expect(alts.length % 2).toBe(0);
  expect(alts).toEqual(alts.map((_, i) => `About us ${i}`));
  const srcs = await strip.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  expect(srcs.slice(0, srcs.length / 2)).toEqual(srcs.slice(srcs.length / 2));

  const loop = await strip.evaluate((el) => el.scrollWidth / 2);
  // Stop the clock flowing on its own: from here only runFor moves it. The pause lies a few seconds ahead, since on
  // a busy machine the page's clock runs on while this call travels, and a pause in its past is refused.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  const start = await stripPosition(page);
  await page.clock.runFor(1000);
  // Distance along the loop, so a wrap between the two readings does not count as a jump backwards.
  const moved = ((await stripPosition(page)) - start + loop) % loop;
  // 2 px per 20 ms: 50 ticks in a second.
  expect(moved).toBe(100);

  await strip.hover();
  const paused = await stripPosition(page);
  await page.clock.runFor(500);
  expect(await stripPosition(page)).toBe(paused);
  await page.mouse.move(5, 5);
  await page.clock.runFor(100);
  expect(await stripPosition(page)).toBe((paused + 10) % loop);
});

test('at 768 px hovering does not pause the strip', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/about-us');
  const strip = page.getByTestId('photo-strip');
  await strip.hover();
  const before = await stripPosition(page);
  await expect.poll(() => stripPosition(page)).not.toBe(before);
});

test('scrolling the strip by hand wraps at both ends', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about-us');
  const strip = page.getByTestId('photo-strip');
  const loop = await strip.evaluate((el) => el.scrollWidth / 2);
  await strip.evaluate((el) => (el.scrollLeft = 0));
  await expect.poll(() => stripPosition(page)).toBeCloseTo(loop, 0);
  await strip.evaluate((el, to) => (el.scrollLeft = to), loop + 50);
  await expect.poll(() => stripPosition(page)).toBeCloseTo(50, 0);
});

test('the strip stays still for visitors who prefer reduced motion, and only for them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await page.goto('/about-us');
  const strip = page.getByTestId('photo-strip');
  const loop = await strip.evaluate((el) => el.scrollWidth / 2);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  const movedIn = async (ms: number) => {
    const start = await stripPosition(page);
    await page.clock.runFor(ms);
    return ((await stripPosition(page)) - start + loop) % loop;
  };
  // The same strip, on the same clock: moving, still while reduced motion is asked for, moving again after.
  expect(await movedIn(1000)).toBe(100);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await movedIn(1000)).toBe(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await movedIn(100)).toBe(10);
});

test('Meet the Brothers: executive board of the current year, leadership, then classes', async ({ page }) => {
  await page.goto('/meet-the-brothers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet the Brothers');
  const year = yearIn('America/Los_Angeles', new Date());
  const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.slice(0, 2)).toEqual([`${year} Executive Board`, 'Leadership']);
  expect(titles.slice(2).every((t) => / Class$/.test(t))).toBe(true);
  expect(titles.at(-1)).toBe('Unknown Class');

  const board = page.getByRole('region', { name: `${year} Executive Board` });
  const roles = await board.locator('li p:nth-of-type(1)').allTextContents();
  expect(roles.slice(0, 2)).toEqual(['Regent', 'Vice Regent']);
  expect([...roles.slice(2)].sort()).toEqual(['Corresponding Secretary', 'Scribe', 'Treasurer']);
  const leadership = page.getByRole('region', { name: 'Leadership' });
  await expect(leadership).not.toContainText('Mediation Chair');
  await expect(page.locator('main')).not.toContainText('Mediation Chair');
  await expect(board.locator('li').first()).toContainText(/Class of \d{4}/);
});

test('a brother with a LinkedIn address is a real link that opens a new tab', async ({ page, context }) => {
  await page.goto('/meet-the-brothers');
  const link = page.locator('main a[href^="https://www.linkedin.com/in/"]').first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ body: 'LinkedIn' }));
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.focus().then(() => page.keyboard.press('Enter')),
  ]);
  await expect(tab).toHaveURL(/linkedin\.com\/in\//);
});

test('Alumni: classes newest first, Unknown Year last, founding members badged', async ({ page }) => {
  await page.goto('/alumni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Alumni');
  const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.at(-1)).toBe('Unknown Year');
  const years = titles.slice(0, -1).map((t) => Number(/^Class of (\d{4})$/.exec(t)?.[1]));
  expect(years).toEqual([...years].sort((a, b) => b - a));
  await expect(page.getByText('Founding Member', { exact: true })).toHaveCount(5);
});

test('alumni LinkedIn links open only for a signed-in visitor', async ({ page }) => {
  await page.goto('/alumni');
  await expect(page.locator('main a[href*="linkedin.com"]')).toHaveCount(0);
  const invite = page.getByRole('link', { name: 'Sign in to view LinkedIn' }).first();
  await expect(invite).toHaveAttribute('href', '/login?redirectTo=%2Falumni');

  await addStoredSession(page.context(), 'member@example.org');
  await page.goto('/alumni');
  await expect(page.getByRole('link', { name: 'Sign in to view LinkedIn' })).toHaveCount(0);
  const link = page.locator('main a[href^="https://www.linkedin.com/in/"]').first();
  await expect(link).toHaveAttribute('target', '_blank');
});

test('Rush: hero, the INTEREST FORM, what rush is and the 2027 timeline', async ({ page }) => {
  // A visitor's clock in the weeks before the shipped season.
  await page.clock.install({ time: new Date('2026-12-01T12:00:00Z') });
  await page.goto('/rush');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter Rush 2027');
  const form = page.getByRole('link', { name: 'INTEREST FORM' });
  await expect(form).toHaveAttribute('href', 'https://forms.gle/thetatau-upsilon-epsilon-interest');
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'What is Rush?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rush 2027 Timeline' })).toBeVisible();
  const weeks = page.locator('main article');
  await expect(weeks.nth(0)).toHaveText(
    /Week 1\s*Theta Tau Info Night · Thu, Jan 7 · 7:00 PM\s*Meet the Actives · Mon, Jan 11 · 7:00 PM\s*Innovation Night · Wed, Jan 13 · 7:00 PM/,
  );
  await expect(weeks.nth(1)).toHaveText(
    /Week 2\s*Coffee Chats \(invite only\) · date to be announced\s*Interviews \(invite only\) · date to be announced/,
  );
});

test('the server-rendered page shows the season as it stands by the server clock', async ({ browser }) => {
  // Without JavaScript the page is exactly what the server sent; this test runs on the server's machine and clock.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/rush');
  const { start, end } = seasonBounds(rush.startsAt, rush.endsOn, chapter.timeZone);
  const phase = seasonPhase({ start, end }, Date.now());
  const status = page.getByRole('status');
  if (phase === 'before') {
    const days = Math.floor((start - Date.now()) / DAY_MS);
    await expect(page.getByRole('timer').locator('[data-unit="days"]')).toHaveText(String(days).padStart(2, '0'));
    await expect(status).toHaveCount(0);
  } else {
    await expect(status).toHaveText(
      phase === 'during'
        ? 'Rush has begun! Come meet us at our events.'
        : `${rush.title} is over. Fill in the interest form and we will tell you when the next rush begins.`,
    );
    await expect(page.getByRole('timer')).toHaveCount(0);
  }
  await context.close();
});

test('before the rush start the countdown ticks every second', async ({ page }) => {
  // The visitor's clock starts a minute earlier and stops at 2 days, 3 hours, 4 minutes and 5 seconds before
  // 2027-01-07 19:00 Pacific, so that from there only runFor moves it, however long loading the page took.
  await page.clock.install({ time: new Date('2027-01-05T23:54:55Z') });
  await page.goto('/rush');
  await page.clock.pauseAt(new Date('2027-01-05T23:55:55Z'));
  const timer = page.getByRole('timer');
  await page.clock.runFor(1000);
  await expect(timer.locator('[data-unit="days"]')).toHaveText('02');
  await expect(timer.locator('[data-unit="hours"]')).toHaveText('03');
  await expect(timer.locator('[data-unit="minutes"]')).toHaveText('04');
  const seconds = Number(await timer.locator('[data-unit="seconds"]').textContent());
  await page.clock.runFor(1000);
  await expect(timer.locator('[data-unit="seconds"]')).toHaveText(String(seconds - 1).padStart(2, '0'));
  await page.clock.setSystemTime(new Date('2027-01-08T03:00:01Z'));
  await page.clock.runFor(1000);
  await expect(page.getByRole('status')).toHaveText('Rush has begun! Come meet us at our events.');
});

for (const path of PAGES) {
  test(`${path} fits at 320, 375, 768 and 1280 px and is accessible`, async ({ page }) => {
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 375 || width === 1280) await expectAccessible(page);
    }
  });
}

test('every link to another site, and every link that opens a new tab, is noopener noreferrer', async ({ page }) => {
  const unprotected: string[] = [];
  for (const path of ['/', ...PAGES, '/login']) {
    await page.goto(path);
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        otherSite: (a as HTMLAnchorElement).origin !== location.origin,
        newTab: a.getAttribute('target') === '_blank',
        rel: (a.getAttribute('rel') ?? '').split(/\s+/),
      })),
    );
    for (const link of links) {
      const protectedLink = link.rel.includes('noopener') && link.rel.includes('noreferrer');
      if ((link.otherSite || link.newTab) && !protectedLink) unprotected.push(`${path}: ${link.href}`);
    }
  }
  expect(unprotected).toEqual([]);
});

test('every heading of About Us reads as it shows, its words apart', async ({ page }) => {
  await page.goto('/about-us');
  for (const heading of await page.getByRole('heading').all()) {
    // A heading of several visual lines whose text runs them together would differ from its accessible name.
    const text = ((await heading.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await expect(heading).toHaveAccessibleName(text);
  }
});
