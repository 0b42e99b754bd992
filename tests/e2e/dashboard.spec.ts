import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { openDashboardAs } from './demo-sessions';
import { accessOfAccount } from '../support/who-may-use-what';

/** Opens a dialog once the page has hydrated (a click before that does nothing). */
async function openDialog(opener: Locator, dialog: Locator) {
  await waitForHydration(opener.page());
  await opener.click();
  await expect(dialog).toBeVisible();
}

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test('the plain member sees every card filled from the demo chapter', async ({ page }) => {
  await openDashboardAs(page, 'member@example.org');
  const welcome = page.getByRole('heading', { level: 1 });
  await expect(welcome).toHaveText(/^Welcome, \S+$/);
  await expect(page.getByText('member@example.org', { exact: true })).toBeVisible();
  await expect(card(page, 'Points').getByText('1000 / 2500 Points')).toBeVisible();
  await expect(card(page, 'Points').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000');
  const events = card(page, 'Upcoming Events').getByRole('listitem');
  await expect(events).toHaveCount(3);
  await expect(events.filter({ hasText: 'Chapter Meeting' }).first()).toBeVisible();
  const firstName = (await welcome.textContent())?.replace('Welcome, ', '') ?? '';
  await expect(card(page, 'BroDates').getByRole('listitem').filter({ hasText: firstName })).toHaveCount(1);
  await expect(card(page, 'Spoon Assassins').getByText('Your target')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your officer tools' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the Webmaster gets every shortcut, in order, and they lead to the tools', async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  const tools = page.getByRole('navigation', { name: 'Officer tools' }).getByRole('link');
  await expect(page.getByRole('heading', { name: 'Your officer tools' })).toBeVisible();
  const buttons = accessOfAccount('webmaster@example.org').buttons;
  await expect(tools).toHaveText(buttons.map((b) => b.label));
  for (const [i, { path }] of buttons.entries()) await expect(tools.nth(i)).toHaveAttribute('href', path);
  await tools.filter({ hasText: 'Scribe Editor' }).click();
  await expect(page).toHaveURL('/scribe-editor');
});

test('the Mediation Chair gets only Manage Brodates', async ({ page }) => {
  await openDashboardAs(page, 'mediation@example.org');
  await expect(page.getByRole('navigation', { name: 'Officer tools' }).getByRole('link')).toHaveText(
    accessOfAccount('mediation@example.org').buttons.map((b) => b.label),
  );
});

test('the points breakdown opens, traps focus, closes with Escape and with an animated Close', async ({ page }) => {
  await openDashboardAs(page, 'member@example.org');
  const opener = page.getByRole('button', { name: 'More Details' });
  const dialog = page.getByRole('dialog', { name: 'Points Breakdown' });
  await openDialog(opener, dialog);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('row')).toHaveCount(7); // header, 5 events above 0, Total
  await expect(dialog.getByRole('row', { name: /Total/ })).toContainText('1000');
  // How each event's points came: typed in the sheet before attendance, the roster, a check-in.
  await expect(dialog.getByRole('row', { name: /Fall Info Night/ })).toContainText('Set in the points sheet');
  await expect(dialog.getByRole('row', { name: /Resume Review Night/ })).toContainText('Marked on the roster');
  await expect(dialog.getByRole('row', { name: /Elections Meeting/ })).toContainText('Checked in');
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Still on the page while the 300 ms closing animation plays, then gone.
  await expect(page.locator('[data-state="closing"]')).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('under prefers-reduced-motion the points breakdown closes at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDashboardAs(page, 'member@example.org');
  const dialog = page.getByRole('dialog', { name: 'Points Breakdown' });
  await openDialog(page.getByRole('button', { name: 'More Details' }), dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await page.locator('dialog[open], [data-state="closing"]').count()).toBe(0);
});

test('a member edits their profile: a bad LinkedIn URL is refused, then a new picture shows', async ({ page }) => {
  await openDashboardAs(page, 'scribe@example.org');
  const opener = page.getByRole('button', { name: 'Edit profile' });
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await openDialog(opener, dialog);
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await dialog.getByLabel('Major').fill('Aerospace Engineering');
  await dialog.getByLabel('LinkedIn URL').fill('https://linkedin.com/in/someone');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('LinkedIn URL must start with https://www.linkedin.com/in/');
  await expect(dialog.getByLabel('LinkedIn URL')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // Closing with changes not saved asks first; discarding them closes the form.
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.reload();
  await expect(page.getByText('Aerospace Engineering')).toHaveCount(0);

  await openDialog(opener, dialog);
  await dialog.getByLabel('Major').fill('Aerospace Engineering');
  await dialog.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/scribe-demo');
  await dialog.getByLabel(/New profile picture/).setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The picture must be at most 5 MB.');
  await dialog.getByLabel(/New profile picture/).setInputFiles({
    name: 'not-a-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('plain text pretending to be a photo'),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The picture must be a JPEG, PNG or WebP image.');

  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1e6b3a' } })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel(/New profile picture/)
    .setInputFiles({ name: 'Me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toBeVisible();
  await expect(page.getByText('Aerospace Engineering')).toBeVisible();
  const picture = page.getByRole('img', { name: /^Profile picture of/ });
  await expect(picture).toHaveAttribute('src', /^\/media\/profilePictures\/\d+_me\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
});

test('closing the profile form with changes asks first, and keeps the typing unless told to discard it', async ({
  page,
}) => {
  await openDashboardAs(page, 'mediation@example.org');
  const opener = page.getByRole('button', { name: 'Edit profile' });
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });

  // Nothing changed: Cancel closes at once.
  await openDialog(opener, dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(discard).toHaveCount(0);

  // Each way of closing asks once something is typed; 'Keep editing' goes back to the typing.
  await openDialog(opener, dialog);
  await dialog.getByLabel('Major').fill('Typed but not saved');
  for (const [how, close] of [
    ['Cancel', () => dialog.getByRole('button', { name: 'Cancel' }).click()],
    ['Escape', () => page.keyboard.press('Escape')],
    ['a press beside it', () => page.mouse.click(5, 5)],
  ] as const) {
    await close();
    await expect(discard, how).toBeVisible();
    await expect(discard).toContainText('What you changed in your profile has not been saved.');
    // The keyboard lands on the safe choice (a press beside it ends with its click on the question's backdrop).
    if (how !== 'a press beside it')
      await expect(discard.getByRole('button', { name: 'Keep editing' }), how).toBeFocused();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toHaveCount(0);
    await expect(dialog.getByLabel('Major')).toHaveValue('Typed but not saved');
  }
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Typed but not saved')).toHaveCount(0);
  // The next opening starts from what is saved.
  await openDialog(opener, dialog);
  await expect(dialog.getByLabel('Major')).not.toHaveValue('Typed but not saved');
});

for (const width of [375, 1280]) {
  test(`at ${width} px the email stays whole on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The longest of the demo accounts' addresses.
    await openDashboardAs(page, 'brotherhood@example.org');
    const email = page.getByText('brotherhood@example.org', { exact: true });
    const box = await email.evaluate((dd: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return {
        lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
        scrollWidth: dd.scrollWidth,
        clientWidth: dd.clientWidth,
      };
    });
    expect(box.lines).toBe(1);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  });
}

test("the dashboard and the officers' page have their own titles", async ({ page }) => {
  await openDashboardAs(page, 'webmaster@example.org');
  await expect(page).toHaveTitle('Dashboard | Theta Tau Upsilon Epsilon');
  await expect(page.getByRole('heading', { level: 2, name: 'Your officer tools' })).toBeVisible();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page).toHaveTitle('Officer Tools | Theta Tau Upsilon Epsilon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Officer Tools');
  await expect(page.getByRole('heading', { name: /Admin Dashboard/ })).toHaveCount(0);
});
