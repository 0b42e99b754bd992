import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { setServerClock } from './server-clock';
import { openDashboardAs } from './demo-sessions';
import { chapter } from '../../app/config/chapter';
import { TERM_FIELD_MESSAGES } from '../../app/features/officer-terms';
import { dayAfter, dayText } from '../../app/shared/time/calendar-days';
import { chapterDay } from '../../app/shared/time/chapter-day';
import { TERMS_FORM } from '../../app/features/user-management/messages';
import { PAST_REGENTS } from '../../app/features/public-pages/messages';
import { zonedTimeToInstant } from '../../app/shared/time/time-zone';

// These flows share the demo database with the other specs. Making the plain member Scribe from tomorrow ends the
// demo Scribe's term today, so the test gives the position back to them from the day after the member's one-day
// term: every day but tomorrow keeps the demo's Scribe.

const midnightOf = (day: string) => zonedTimeToInstant(`${day}T00:00`, chapter.timeZone);

const activeList = (page: Page) => page.getByRole('region', { name: /Active members/ });

/** Opens the Terms dialog of the active whose email is given, from the user management page. */
async function openTerms(page: Page, email: string) {
  await page.goto(`/admin/user-management?q=${encodeURIComponent(email)}`);
  const row = activeList(page).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const name = (await row.getByRole('rowheader').innerText()).split(', ').reverse().join(' ');
  await row.getByRole('button', { name: `Terms of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Terms of ${name}` });
  await expect(dialog).toBeVisible();
  return { row, dialog, name };
}

test('a position assigned from tomorrow brings its tools at midnight in Los Angeles, and ending it takes them', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, three clocks and an accessibility scan on a shared two-core machine
  const today = chapterDay(new Date());
  const tomorrow = dayAfter(today);
  await openDashboardAs(page, 'webmaster@example.org');
  const { row, dialog, name } = await openTerms(page, 'member@example.org');
  await expect(dialog).toHaveAccessibleDescription(`Role today: ${TERMS_FORM.role({ role: null, roleSince: null })}`);
  await expect(dialog).toContainText(TERMS_FORM.noTerms);
  // No first day is assumed: the officer chooses it.
  await expect(dialog.getByLabel('First day')).toHaveValue('');

  // Nothing chosen: refused in place, nothing changed.
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(TERMS_FORM.fix);
  await expect(dialog.getByLabel('Position')).toHaveAccessibleDescription('Choose one of the chapter roles.');
  await expect(dialog.getByLabel('First day')).toHaveAccessibleDescription(TERM_FIELD_MESSAGES.firstDay);
  await dialog.getByLabel('Position').selectOption('Scribe');
  await dialog.getByLabel('First day').fill(tomorrow);
  // Before anything is sent, the review names every term the assignment starts and ends.
  await dialog.getByRole('button', { name: 'Assign' }).click();
  const handover = new RegExp(
    `${name} is Scribe from ${dayText(tomorrow)}\\. .+'s term as Scribe ends on ${dayText(today)}\\.$`,
  );
  await expect(dialog.getByRole('group', { name: TERMS_FORM.reviewTitle })).toContainText(handover);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: TERMS_FORM.confirmAssign }).click();
  await expect(dialog.getByRole('status')).toHaveText(handover);
  await expect(dialog.getByRole('listitem')).toHaveText([
    `Scribe from ${dayText(tomorrow)} (coming)End term…Remove term…`,
  ]);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The role today, and the term set in advance beside it.
  await expect(row.getByRole('cell', { name: /^No position/ })).toContainText(`Next: Scribe from ${dayText(tomorrow)}`);

  // The member, in a browser of their own: no Scribe tools today, and told when they begin...
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await openDashboardAs(memberPage, 'member@example.org');
  await memberPage.goto('/scribe-editor');
  await expect(memberPage).toHaveURL(/\/\?notice=officers-only/);
  await expect(memberPage.getByRole('status').filter({ hasText: /./ })).toContainText(
    `Your term as Scribe starts on ${dayText(tomorrow)}.`,
  );
  // ...and from midnight of tomorrow in Los Angeles, the Scribe Editor, as the dashboard and the header show it.
  await setServerClock(member, midnightOf(tomorrow));
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('main').getByRole('link', { name: 'Scribe Editor' })).toBeVisible();
  await memberPage.goto('/scribe-editor');
  await expect(memberPage).toHaveURL('/scribe-editor');

  // The officer ends the term on its first day: the day after, the tools are gone.
  const terms = await openTerms(page, 'member@example.org');
  await terms.dialog.getByRole('button', { name: `End the term as Scribe from ${dayText(tomorrow)}` }).click();
  // No last day is assumed: the officer chooses it, and reviews what ending the term takes away before it is sent.
  await expect(terms.dialog.getByLabel('Last day as Scribe')).toHaveValue('');
  await terms.dialog.getByLabel('Last day as Scribe').fill(tomorrow);
  await terms.dialog.getByRole('button', { name: 'End term', exact: true }).click();
  const review = terms.dialog.getByRole('group', { name: TERMS_FORM.endReviewTitle });
  await expect(review).toContainText(`${name}'s term as Scribe ends on ${dayText(tomorrow)}.`);
  await expect(review).toContainText('Scribe Editor, Events');
  // Nothing is sent until it is confirmed: the term has no last day yet.
  await expect(terms.dialog.getByRole('listitem')).not.toContainText(`to ${dayText(tomorrow)}`);
  await terms.dialog.getByRole('button', { name: TERMS_FORM.confirmEnd }).click();
  await expect(terms.dialog.getByRole('status')).toHaveText(`${name}'s term as Scribe ends on ${dayText(tomorrow)}.`);
  await expect(terms.dialog.getByRole('listitem')).toContainText(
    `Scribe from ${dayText(tomorrow)} to ${dayText(tomorrow)} (coming)`,
  );
  await setServerClock(member, midnightOf(dayAfter(tomorrow)));
  await memberPage.goto('/scribe-editor');
  await expect(memberPage).toHaveURL(/\/\?notice=officers-only/);
  await member.close();

  // The demo's Scribe, whose term the assignment ended today, is Scribe again from the day after.
  const scribe = await openTerms(page, 'scribe@example.org');
  await expect(scribe.dialog.getByRole('listitem').first()).toContainText(`to ${dayText(today)} (current)`);
  await scribe.dialog.getByLabel('Position').selectOption('Scribe');
  await scribe.dialog.getByLabel('First day').fill(dayAfter(tomorrow));
  await scribe.dialog.getByRole('button', { name: 'Assign' }).click();
  await scribe.dialog.getByRole('button', { name: TERMS_FORM.confirmAssign }).click();
  await expect(scribe.dialog.getByRole('status')).toHaveText(
    `${scribe.name} is Scribe from ${dayText(dayAfter(tomorrow))}.`,
  );
});

test('a term not begun is removed only after confirming, giving back the terms it ended; one in the way is named', async ({
  page,
}) => {
  await openDashboardAs(page, 'webmaster@example.org');
  const { dialog, name } = await openTerms(page, 'brotherhood@example.org');
  await dialog.getByLabel('Position').selectOption('Regent');
  await dialog.getByLabel('First day').fill('2040-01-01');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await dialog.getByRole('button', { name: TERMS_FORM.confirmAssign }).click();
  // The answer names the terms it ends: the sitting Regent's and the Brotherhood Chair's own.
  await expect(dialog.getByRole('status')).toContainText(`${name} is Regent from January 1, 2040.`);
  await expect(dialog.getByRole('status')).toContainText(
    `${name}'s term as Brotherhood Chair ends on December 31, 2039.`,
  );

  // Assigning from before it would run into it: refused, naming it.
  await dialog.getByLabel('Position').selectOption('Historian');
  await dialog.getByLabel('First day').fill('2039-06-01');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByRole('group', { name: TERMS_FORM.reviewTitle })).toContainText('which overlaps');
  await dialog.getByRole('button', { name: TERMS_FORM.confirmAssign }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Nothing was changed: ${name} is Regent from January 1, 2040, which overlaps. A position has one holder and a ` +
      'member one position at a time: remove that term first, or choose a start after it.',
  );

  const remove = dialog.getByRole('button', { name: 'Remove the term as Regent from January 1, 2040' });
  await remove.click();
  // The confirmation names each term the removal gives back: the sitting Regent's and the member's own.
  const ask = dialog.getByText('Remove the term as Regent from January 1, 2040? Nothing of it is kept.');
  await expect(ask).toContainText(
    `${name}'s term as Brotherhood Chair runs on again from January 1, 2040 (it had ended on December 31, 2039).`,
  );
  await expect(ask).toContainText(
    /\. [^.]+'s term as Regent runs on again from January 1, 2040 \(it had ended on December 31, 2039\)\./,
  );
  await dialog.getByRole('button', { name: TERMS_FORM.keep }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Regent from January 1, 2040' })).toBeVisible();
  await remove.click();
  await dialog.getByRole('button', { name: TERMS_FORM.remove, exact: true }).click();
  // Removing it undoes the handover: the Brotherhood Chair's own term, ended the day before, runs on again.
  await expect(dialog.getByRole('status')).toContainText(`${name}'s term as Regent was removed.`);
  await expect(dialog.getByRole('status')).toContainText(`${name} is Brotherhood Chair from`);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Regent from January 1, 2040' })).toHaveCount(0);
  await expect(dialog.getByRole('listitem').first()).toContainText('Brotherhood Chair from');
  await expect(dialog.getByRole('listitem').first()).not.toContainText('December 31, 2039');

  // A position chosen but not sent is not thrown away without asking.
  await dialog.getByLabel('Position').selectOption('Marshall');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard).toContainText('The position or day you chose has not been saved.');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Position')).toHaveValue('Marshall');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
});

test('on a phone, the Terms dialog fits the screen and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDashboardAs(page, 'webmaster@example.org');
  const { dialog } = await openTerms(page, 'regent@example.org');
  await expect(dialog).toHaveAccessibleDescription(/^Role today: Regent since /);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Terms of / })).toBeFocused();
});

test('the about page lists the chapter Regents by year, names and years only', async ({ page }) => {
  await page.goto('/about-us');
  const section = page.getByRole('region', { name: PAST_REGENTS.heading });
  const year = Number(chapterDay(new Date()).slice(0, 4));
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText(`since ${year}`);
  await expect(items.nth(1)).toContainText(String(year - 1));
  await expect(items.nth(3)).toContainText(String(year - 3));
  await expect(section).not.toContainText('@');
});
