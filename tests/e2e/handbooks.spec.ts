import type { Page } from '@playwright/test';
import { chapter } from '../../app/config/chapter';
import { zonedTimeToInstant } from '../../app/shared/time/time-zone';
import { addDays } from '../../app/shared/time/calendar-days';
import { buildDemoChapter, incomingOfficer } from '../../demo/demo-data';
import { expectAccessible } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { setServerClock } from './server-clock';
import { signInAndExpectDashboard } from './sign-in';
import { openDashboardAs } from './demo-sessions';

// The tests save and restore the same handbooks, so they run one after another.
test.describe.configure({ mode: 'serial' });

const CHANGED_SINCE =
  'Nothing was saved: someone else saved this handbook after you opened the editor. Your text is still in the ' +
  'editor: copy it, reload the page to see their version, then make your change again.';

async function openAccountMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

/** The page's message of that kind that says something (the page and the editor each keep a place for one). */
const said = (page: Page, role: 'status' | 'alert') => page.getByRole(role).filter({ hasText: /\S/ });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Handbook text' });
const handbook = (page: Page, position: string) => page.getByRole('article', { name: `${position} handbook` });

test('the Scribe edits their own handbook from the account menu, and a member reads it without an editor', async ({
  page,
  browser,
}) => {
  await openDashboardAs(page, 'scribe@example.org');
  await openAccountMenuLink(page, 'Handbook');
  await expect(page).toHaveURL('/handbooks/scribe');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Scribe handbook' })).toBeVisible();
  await expect(handbook(page, 'Scribe').getByRole('heading', { level: 2, name: 'Points' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit this handbook' }).click();
  await expect(editor(page)).toHaveValue(/^# Minutes/);
  await editor(page).fill('# Minutes\n\nSend them **the same night**.\n\n- Keep the <b>drive</b> tidy');
  await page.getByRole('button', { name: 'Save handbook' }).click();
  await expect(said(page, 'status')).toHaveText('The Scribe handbook is saved.');
  await expect(editor(page)).toHaveCount(0);
  await expect(handbook(page, 'Scribe').locator('strong')).toHaveText('the same night');
  // Typed HTML is shown as text.
  await expect(handbook(page, 'Scribe').getByRole('listitem')).toHaveText('Keep the <b>drive</b> tidy');
  await expect(page.getByRole('region', { name: 'Versions' }).getByRole('listitem')).toHaveCount(3);

  const member = await browser.newPage();
  await openDashboardAs(member, 'member@example.org');
  await openAccountMenuLink(member, 'Handbooks');
  await expect(member).toHaveURL('/handbooks');
  const scribeRow = member.getByRole('listitem').filter({ has: member.getByRole('link', { name: 'Scribe' }) });
  await expect(scribeRow).toContainText(/Last saved on \w+ \d+, \d{4} at/);
  await expect(member.getByRole('listitem').filter({ hasText: /^Treasurer/ })).toContainText('No handbook yet');
  await scribeRow.getByRole('link', { name: 'Scribe' }).click();
  await expect(handbook(member, 'Scribe').locator('strong')).toHaveText('the same night');
  await expect(member.getByRole('button', { name: /Edit this handbook/ })).toHaveCount(0);
  await expect(member.getByRole('region', { name: 'Versions' })).toHaveCount(0);
  await member.close();
});

test('a save from a second tab opened before another save is refused, keeping the typing, and leaving asks first', async ({
  context,
  page,
}) => {
  await openDashboardAs(page, 'regent@example.org');
  await page.goto('/handbooks/regent');
  await page.getByRole('button', { name: 'Edit this handbook' }).click();

  const other = await context.newPage();
  await other.goto('/handbooks/regent');
  await other.getByRole('button', { name: 'Edit this handbook' }).click();
  await editor(other).fill('# Saved first\n\nFrom the other tab.');
  await other.getByRole('button', { name: 'Save handbook' }).click();
  await expect(said(other, 'status')).toHaveText('The Regent handbook is saved.');

  const typed = '# My careful notes\n\nWritten in the first tab.';
  await editor(page).fill(typed);
  await page.getByRole('button', { name: 'Save handbook' }).click();
  await expect(said(page, 'alert')).toHaveText(CHANGED_SINCE);
  await expect(editor(page)).toHaveValue(typed);

  await page.getByRole('link', { name: 'All handbooks' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(editor(page)).toHaveValue(typed);
  await expect(page).toHaveURL('/handbooks/regent');

  await page.reload();
  await expect(handbook(page, 'Regent').getByRole('heading', { name: 'Saved first' })).toBeVisible();
});

test('the Scribe restores an old version after confirming, and the current one stays in the list', async ({ page }) => {
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/handbooks/scribe');
  const versions = page.getByRole('region', { name: 'Versions' }).getByRole('link');
  const before = await versions.count();
  await versions.last().click();
  await expect(page).toHaveURL(/\?version=\d+$/);
  await expect(page.getByText(/^You are reading the version saved on .+, not the current one\./)).toBeVisible();
  await expect(handbook(page, 'Scribe')).toContainText(
    'Take the minutes at every chapter meeting and send them within two days.',
  );
  await expect(page.getByRole('button', { name: 'Edit this handbook' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(versions).toHaveCount(before);

  await page.getByRole('button', { name: 'Restore this version' }).click();
  await confirm.getByRole('button', { name: 'Restore this version' }).click();
  await expect(said(page, 'status')).toHaveText(/^The version saved on .+ is the current handbook again\.$/);
  await expect(page).toHaveURL('/handbooks/scribe');
  await expect(versions).toHaveCount(before + 1);
  await expect(handbook(page, 'Scribe').getByRole('heading', { name: 'Points' })).toHaveCount(0);
  await expect(handbook(page, 'Scribe')).toContainText('send them within two days.');
});

test('an incoming officer sees their position and its handbook on the dashboard from the day it is set to its first day', async ({
  context,
  page,
}) => {
  const incoming = incomingOfficer(buildDemoChapter().members.filter((m) => m.status === 'active'));
  await signInAndExpectDashboard(page, incoming?.email as string);
  const card = page.getByRole('region', { name: /^Your position starts on / });
  await expect(card).toContainText('You will be Vice Regent.');
  await expect(card.getByRole('region', { name: 'Vice Regent handbook' })).toContainText('Chairs the elections');
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) as string;
  const startsOn = new Date(`${title.replace('Your position starts on ', '')} 12:00 UTC`).toISOString().slice(0, 10);

  // Noon in Los Angeles, `days` before the first day.
  const daysBefore = (days: number) => {
    const day = addDays(startsOn, -days);
    return zonedTimeToInstant(`${day}T12:00`, chapter.timeZone);
  };
  const cardAt = async (days: number) => {
    await setServerClock(context, daysBefore(days));
    await page.goto('/dashboard');
    return page.getByRole('heading', { level: 2, name: /^Your position starts on / }).count();
  };
  // However far ahead the term starts (a board elected in November for January), and gone on its first day.
  expect(await cardAt(60)).toBe(1);
  expect(await cardAt(31)).toBe(1);
  expect(await cardAt(1)).toBe(1);
  expect(await cardAt(0)).toBe(0);

  await setServerClock(context, daysBefore(29));
  await page.goto('/dashboard');
  await card.getByRole('link', { name: 'Open the Vice Regent handbook' }).click();
  await expect(page).toHaveURL('/handbooks/vice-regent');
  await expect(page.getByRole('heading', { level: 1, name: 'Vice Regent handbook' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the handbook pages and the incoming officer's card are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const incoming = incomingOfficer(buildDemoChapter().members.filter((m) => m.status === 'active'));
    await signInAndExpectDashboard(page, incoming?.email as string);
    await expect(page.getByRole('region', { name: /^Your position starts on / })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/handbooks');
    await expectAccessible(page);
    await page.goto('/handbooks/vice-regent');
    await expectAccessible(page);
    await page.goto('/handbooks/treasurer');
    await expect(page.getByText('No handbook yet')).toBeVisible();
    await expectAccessible(page);
  });

  test(`the editor and an old version are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDashboardAs(page, 'webmaster@example.org');
    await page.goto('/handbooks/scribe');
    await page.getByRole('button', { name: 'Edit this handbook' }).click();
    await expect(editor(page)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('region', { name: 'Versions' }).getByRole('link').last().click();
    await expect(page.getByRole('button', { name: 'Restore this version' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a link that hides its site behind a name and @ is refused beside the text, which stays as typed', async ({
  page,
}) => {
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/handbooks/scribe');
  await waitForHydration(page);
  const versions = await page.getByRole('region', { name: 'Versions' }).getByRole('listitem').count();
  await page.getByRole('button', { name: 'Edit this handbook' }).click();
  // The second reads the same to a browser: extra slashes before the name do not hide it.
  for (const address of [
    'https://thetatau.example@evil.example/sheet',
    'https:///thetatau.example@evil.example/sheet',
  ]) {
    const typed = `# Points\n\nThe sheet is at [our drive](${address}).`;
    await editor(page).fill(typed);
    await page.getByRole('button', { name: 'Save handbook' }).click();
    const refusal =
      `The link “${address}” puts “thetatau.example@” before its site, which hides ` +
      'where it leads: write the address without it.';
    // The refusal first, then the editor's own help.
    await expect(editor(page)).toHaveAccessibleDescription(
      new RegExp(`^${refusal.replace(/[.?*+()[\]/\\]/g, '\\$&')} # Heading`),
    );
    await expect(editor(page)).toHaveValue(typed);
  }
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Versions' }).getByRole('listitem')).toHaveCount(versions);
});
