import type { Page } from '@playwright/test';
import { smtpPort } from '../../playwright.config';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import { openDashboardAs } from './demo-sessions';
import { expect, test } from './fixtures';
import { atBothWidths, shoot } from './screenshots';

// One announcement, followed from the officer's Send to the inboxes, the bell and the unsubscribe link.
test.describe.configure({ mode: 'serial' });

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(smtpPort);
});
test.afterAll(async () => {
  await smtp.close();
});

const SUBJECT = `Officers' dinner ${Date.now()}`;
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

test('the Webmaster sends an announcement to the officers; each gets one email with both parts, and the bell', async ({
  page,
  browser,
}) => {
  test.slow();
  await openDashboardAs(page, 'webmaster@example.org');
  await page.goto('/admin/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page.getByText(/^\d+ members will receive it\.$/)).toBeVisible();
  await page.getByLabel('Send to').selectOption({ label: 'Officers' });
  const count = page.getByText(/^\d+ members? will receive it\.$/);
  await expect(count).toBeVisible();
  const officers = Number((await count.textContent())?.split(' ')[0]);
  expect(officers).toBeGreaterThanOrEqual(5);

  // Sending with nothing typed is refused in place.
  await page.getByRole('button', { name: 'Send…' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Send to/ })
    .click();
  await expect(page.getByText('Give the announcement a subject.')).toBeVisible();

  await page.getByLabel('Subject').fill(SUBJECT);
  await page.getByLabel('Message').fill('Dinner is at **7 pm** on Friday.\n\n- Bring your pin');
  await atBothWidths(page, 'announcements-compose');
  await page.getByRole('button', { name: 'Send…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this announcement?' });
  await expect(dialog).toContainText(`“${SUBJECT}” goes to ${officers} members by email and in the site.`);
  await shoot(page, 'announcements-confirm', false);
  await dialog.getByRole('button', { name: `Send to ${officers} members` }).click();
  await expect(page.getByRole('status').filter({ hasText: /Sent to/ })).toHaveText(
    new RegExp(`^Sent to ${officers} members: \\d+ by email, and every one of them in the site\\.$`),
  );
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByRole('listitem').filter({ hasText: SUBJECT })).toContainText('Officers');

  // The sender delivers in the background: one email per officer with an address, each once. Until this spec started
  // the SMTP server, mail other specs queued (a handbook's incoming holder) found none, so the sender may be pausing
  // for up to a minute first.
  await expect
    .poll(() => smtp.received.filter((r) => r.mail.subject === SUBJECT).length, { timeout: 75_000 })
    .toBe(officers);
  const mails = smtp.received.filter((r) => r.mail.subject === SUBJECT);
  expect(new Set(mails.map((r) => r.to[0])).size).toBe(officers);
  const mail = mails.find((r) => r.to[0] === 'regent@example.org')?.mail;
  expect(mail?.text).toContain('Dinner is at **7 pm** on Friday.');
  expect(mail?.html).toContain('<strong>7 pm</strong>');
  const unsubscribe = mail?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.match(/<(.+)>/)?.[1];
  expect(unsubscribe).toMatch(/\/unsubscribe\?m=\d+&k=announcement&s=/);

  // The regent sees it under the bell, opens it, and it is read.
  const regent = await (await browser.newContext()).newPage();
  await openDashboardAs(regent, 'regent@example.org');
  await expect(bell(regent)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell(regent).click();
  await expect(regent).toHaveURL('/notifications');
  await atBothWidths(regent, 'notifications');
  await regent.getByRole('link', { name: new RegExp(SUBJECT) }).click();
  await expect(regent).toHaveURL(/\/announcements#announcement-\d+$/);
  await expect(regent.getByRole('heading', { name: SUBJECT })).toBeVisible();
  await expect(regent.locator('strong').filter({ hasText: '7 pm' })).toBeVisible();
  await atBothWidths(regent, 'announcements-member');
  await regent.goto('/notifications');
  await expect(regent.getByRole('link', { name: new RegExp(SUBJECT) })).not.toContainText('Unread');

  // The email's HTML as a mail client shows it, from the demo's outbox page.
  await page.goto('/dev-mail');
  await expect(page.getByRole('listitem').filter({ hasText: SUBJECT }).first()).toContainText('delivered by SMTP');
  await atBothWidths(page, 'dev-mail');
  const entry = page.getByRole('listitem').filter({ hasText: SUBJECT }).first();
  const href = await entry.getByRole('link', { name: /Open the HTML email/ }).getAttribute('href');
  const html = await page.context().newPage();
  await html.goto(href ?? '');
  for (const width of [375, 1280]) {
    await html.setViewportSize({ width, height: 900 });
    await shoot(html, 'announcement-email');
  }
  // Each officer's email has their own signed link (the outbox page lists the newest first).
  await expect(html.getByRole('link', { name: 'Stop emails about announcements' })).toHaveAttribute(
    'href',
    /\/unsubscribe\?m=\d+&k=announcement&s=[\w-]{22}$/,
  );

  // The unsubscribe link works signed out.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(new URL(unsubscribe ?? '').pathname + new URL(unsubscribe ?? '').search);
  await expect(stranger.getByText(/^\w+, stop emails about announcements\?/)).toBeVisible();
  await atBothWidths(stranger, 'unsubscribe');
  await stranger.getByRole('button', { name: 'Stop emails about announcements' }).click();
  await expect(stranger.getByRole('status')).toContainText('you will get no more emails about announcements');
});

test('a member without the tool is sent away from it, and the outbox page is for officers', async ({ page }) => {
  await openDashboardAs(page, 'member@example.org');
  await page.goto('/admin/announcements');
  await expect(page).toHaveURL('/?notice=officers-only');
  await page.goto('/dev-mail');
  await expect(page).toHaveURL('/?notice=officers-only');
});
