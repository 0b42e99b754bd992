import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectAccessible } from './axe';
import { openDashboardAs } from './demo-sessions';
import { LEAVING_NAMES, MEMBERS_LEAVING, POINTS_READ_BY_CHECK_IN } from './members-leaving';
import { EVENT_MESSAGES } from '../../app/features/events/messages';

// Other specs read the demo member's and the scribe's totals while this one runs: the roster leaves those two rows
// absent, and each test deletes the events it made (their points go with them). Other specs convert the members in
// LEAVING_NAMES meanwhile: a roster left open marks none of them. Adopted calendar events stay, as they would in the
// chapter: they are worth 0 points.

const shownMessage = (page: Page) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /./ });

async function nameOf(page: Page): Promise<string> {
  const text = await page.getByRole('button', { name: /account menu/ }).textContent();
  return (text ?? '').replace('account menu', '').trim();
}

/** The demo member's name, as their own account menu shows it. */
async function demoMemberName(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDashboardAs(page, 'member@example.org');
  const name = await nameOf(page);
  await context.close();
  return name;
}

const rowOf = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/**
 * The roster's names but those the test leaves absent (`keep`, the members other specs convert meanwhile and those
 * whose totals the check-in spec reads), and which of the latter are on it.
 */
async function rosterNames(page: Page, keep: readonly string[]) {
  const legends = page.getByRole('group').locator('legend');
  const all = (await legends.allTextContents()).map((n) => n.trim());
  const leftAbsent = [...LEAVING_NAMES, ...POINTS_READ_BY_CHECK_IN].filter((n) => all.includes(n));
  return { names: all.filter((n) => !keep.includes(n) && !leftAbsent.includes(n)), leftAbsent };
}

/** Puts rows marked by Check all back to absent. */
async function leaveAbsent(page: Page, names: readonly string[]) {
  for (const name of names) await rowOf(page, name).getByRole('radio', { name: 'Absent' }).check();
}

async function fillEventForm(page: Page, fields: { name: string; date: string; start: string; end: string }) {
  const form = page.getByRole('region', { name: 'Create an event' });
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Category').selectOption({ label: 'Professional' });
  await form.getByLabel('Date').fill(fields.date);
  await form.getByLabel('Start time').fill(fields.start);
  await form.getByLabel('End time').fill(fields.end);
  await form.getByLabel('Location').fill('Learning Commons');
  await form.getByLabel('Points for attending').fill('25');
  return form;
}

/** Creates an event (25 points unless given) from the events page and opens its page. */
async function createAndOpen(page: Page, fields: Parameters<typeof fillEventForm>[1], points?: string) {
  await page.goto('/admin/events');
  const form = await fillEventForm(page, fields);
  if (points !== undefined) await form.getByLabel('Points for attending').fill(points);
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(shownMessage(page)).toHaveText(`Event “${fields.name}” created.`);
  await page.getByRole('link', { name: fields.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.name);
}

async function deleteFromItsPage(page: Page, name: string, takes: RegExp) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await expect(confirm).toContainText(takes);
  await confirm.getByRole('button', { name: 'Delete event' }).click();
  await expect(page).toHaveURL('/admin/events');
  await expect(shownMessage(page)).toHaveText(`Event “${name}” deleted.`);
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
}

test('create an event (refused in place first), edit it, and adopt one from the chapter calendar', async ({ page }) => {
  test.slow();
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expectAccessible(page);

  // An end before the start is refused under End time; everything typed stays.
  const form = await fillEventForm(page, { name: 'E2E Study Night', date: '2026-12-09', start: '19:00', end: '18:00' });
  await form.getByRole('button', { name: 'Create event' }).click();
  const endTime = form.getByLabel('End time');
  await expect(endTime).toHaveAttribute('aria-invalid', 'true');
  await expect(endTime).toHaveAccessibleDescription(
    'The end is before the start. Enter an end at or after the start time.',
  );
  await expect(endTime).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveValue('E2E Study Night');
  await expect(form.getByLabel('Points for attending')).toHaveValue('25');
  await endTime.fill('21:00');
  await form.getByLabel('Expected of every active member').check();
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(shownMessage(page)).toHaveText('Event “E2E Study Night” created.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'E2E Study Night' }) });
  await expect(row).toContainText('Professional');
  await expect(row).toContainText('Wed, Dec 9, 2026, 7:00 PM–9:00 PM');
  await expect(row).toContainText('Learning Commons');

  // Edit: the same form, prefilled, in a dialog.
  await row.getByRole('link', { name: 'E2E Study Night' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Study Night');
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await expect(dialog.getByLabel('Start time')).toHaveValue('19:00');
  await expect(dialog.getByLabel('Expected of every active member')).toBeChecked();
  await dialog.getByLabel('Location').fill('Benson 100');
  await dialog.getByLabel('Points for attending').fill('30');
  await dialog.getByRole('button', { name: 'Save event' }).click();
  await expect(dialog).toBeHidden();
  await expect(shownMessage(page)).toHaveText('Event “E2E Study Night” saved.');
  await expect(page.getByText('Benson 100')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check-in screen' })).toHaveAttribute(
    'href',
    /^\/admin\/events\/\d+\/check-in$/,
  );
  await deleteFromItsPage(page, 'E2E Study Night', /its 0 attendance records and its 0 points cells/);

  // Adopt the calendar's first upcoming occurrence in one click; it is then shown as added, also after a reload.
  const calendar = page.getByRole('region', { name: 'From the chapter calendar' });
  const first = calendar.getByRole('listitem').first();
  const summary = (await first.locator('strong').textContent()) ?? '';
  await first.getByRole('button', { name: /^Add / }).click();
  // Said in the calendar's section, where the button was (the list's own message may still show the deletion).
  await expect(calendar.getByRole('status')).toHaveText(
    new RegExp(`^Event “${summary}.*” added from the chapter calendar\\.$`),
  );
  await expect(first.getByText('Added')).toBeFocused();
  await expect(first).toContainText('Added');
  // An event of the same name already in the list (the demo's meeting under way) makes the date part of the name.
  const added = /^Event “(.+)” added/.exec((await calendar.getByRole('status').textContent()) ?? '')?.[1] ?? '';
  await page.reload();
  await expect(calendar.getByRole('listitem').first()).toContainText('Added');
  await expect(
    page.getByRole('region', { name: 'Upcoming' }).getByRole('link', { name: added, exact: true }),
  ).toBeVisible();
});

test('the roster: excuse one with a reason, Check all the rest, save, reload; the points sheet shows the points', async ({
  page,
  browser,
}) => {
  test.slow();
  const member = await demoMemberName(browser);
  await openDashboardAs(page, 'scribe@example.org');
  const scribe = await nameOf(page);
  await createAndOpen(page, { name: 'E2E Roster Night', date: '2026-11-20', start: '18:00', end: '20:00' });

  const { names, leftAbsent } = await rosterNames(page, [scribe, member]);
  const [excused, attendee] = names as [string, string];

  await rowOf(page, excused).getByRole('radio', { name: 'Excused' }).check();
  await page.getByRole('textbox', { name: `Excuse reason for ${excused}` }).fill('Midterm exam');
  await page.getByRole('button', { name: 'Check all' }).click();
  await expect(rowOf(page, excused).getByRole('radio', { name: 'Excused' })).toBeChecked();
  await expect(rowOf(page, attendee).getByRole('radio', { name: 'Attended' })).toBeChecked();
  // The two rows other specs read go back to absent, with the keyboard: arrows move within a row's choices.
  for (const name of [scribe, member]) {
    await rowOf(page, name).getByRole('radio', { name: 'Attended' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(rowOf(page, name).getByRole('radio', { name: 'Absent' })).toBeChecked();
  }
  await leaveAbsent(page, leftAbsent);
  await expect(page.getByText(`${names.length} unsaved changes`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save roster' }).click();
  await expect(shownMessage(page)).toHaveText(
    `Roster saved: ${names.length - 1} marked attended, 1 excused, 0 absent.`,
  );

  await page.reload();
  await expect(rowOf(page, excused).getByRole('radio', { name: 'Excused' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: `Excuse reason for ${excused}` })).toHaveValue('Midterm exam');
  await expect(rowOf(page, attendee).getByRole('radio', { name: 'Attended' })).toBeChecked();
  await expect(rowOf(page, member).getByRole('radio', { name: 'Absent' })).toBeChecked();

  // The points sheet: the attendee's cell holds the event's points, written by attendance (not set by hand), and
  // each cell says where its number came from, so an excused 0 and an absent 0 read apart.
  await page.goto('/scribe-editor');
  const sheetCell = async (name: string) => {
    await page.getByPlaceholder('Search users...').fill(name);
    return page.getByRole('textbox', { name: `${name} E2E Roster Night`, exact: true });
  };
  const cell = await sheetCell(attendee);
  await expect(cell).toHaveValue('25');
  await expect(cell).toHaveAccessibleDescription('marked attended on the roster');
  await expect(cell.locator('xpath=..').locator('[data-shown="roster"]')).toBeVisible();
  const excusedCell = await sheetCell(excused);
  await expect(excusedCell).toHaveValue('0');
  await expect(excusedCell).toHaveAccessibleDescription('excused');
  const absentCell = await sheetCell(member);
  await expect(absentCell).toHaveValue('0');
  await expect(absentCell).toHaveAccessibleDescription('absent');

  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'E2E Roster Night' }).click();
  await deleteFromItsPage(page, 'E2E Roster Night', new RegExp(`its ${names.length} attendance records`));
});

test('a roster saved from a page loaded before another officer’s save is refused, and leaving asks first', async ({
  page,
  browser,
}) => {
  test.slow();
  await openDashboardAs(page, 'scribe@example.org');
  await createAndOpen(page, { name: 'E2E Two Officers', date: '2026-11-21', start: '18:00', end: '20:00' }, '0');
  const address = page.url();

  // The Regent opens the same roster and marks the first member attended.
  const context = await browser.newContext();
  const regent = await context.newPage();
  await openDashboardAs(regent, 'regent@example.org');
  await regent.goto(address);
  await waitForHydration(regent);
  const first = (await regent.getByRole('group').first().locator('legend').textContent()) ?? '';
  await regent.getByRole('group', { name: first, exact: true }).getByRole('radio', { name: 'Attended' }).check();
  await regent.getByRole('button', { name: 'Save roster' }).click();
  await expect(shownMessage(regent)).toHaveText('Roster saved: 1 marked attended, 0 excused, 0 absent.');
  await context.close();

  // The Scribe's page still shows them absent: marking them excused is refused, and nothing is written.
  const row = page.getByRole('group', { name: first, exact: true });
  await row.getByRole('radio', { name: 'Excused' }).check();
  await page.getByRole('button', { name: 'Save roster' }).click();
  await expect(shownMessage(page)).toHaveText(
    'Someone else changed this roster after you opened the page. Nothing was saved: reload the page to see their marks, then make yours again.',
  );
  await page.getByRole('link', { name: 'All events' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('You have 1 unsaved change on this roster.');
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/admin/events');
  await page.goto(address);
  await expect(row.getByRole('radio', { name: 'Attended' })).toBeChecked();
  await deleteFromItsPage(page, 'E2E Two Officers', /its 1 attendance record and its 0 points cells/);
});

test('a member converted to alumni while the roster is open: the save names them, and the other marks stay to save', async ({
  page,
  browser,
}) => {
  test.slow();
  const leaving = MEMBERS_LEAVING.roster;
  const member = await demoMemberName(browser);
  const context = await browser.newContext();
  const webmaster = await context.newPage();
  await openDashboardAs(webmaster, 'webmaster@example.org');
  await webmaster.goto('/admin/user-management');
  await webmaster.getByRole('button', { name: 'Add user' }).click();
  const add = webmaster.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('First name').fill(leaving.first);
  await add.getByLabel('Last name').fill(leaving.last);
  await add.getByLabel('Email').fill(leaving.email);
  // In a family: the family tree spec counts the families, and a member without one would add a "No Family".
  await add.getByLabel('Family').selectOption('Clout Fam');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(webmaster.getByRole('status').filter({ hasText: /./ })).toHaveText('User added successfully');

  await openDashboardAs(page, 'scribe@example.org');
  const scribe = await nameOf(page);
  await createAndOpen(page, { name: 'E2E Member Leaves', date: '2026-11-22', start: '18:00', end: '20:00' }, '0');
  await waitForHydration(page);

  // Check all marks the new member too (the Scribe, the demo member and the other leaving members go back to absent).
  const roster = await rosterNames(page, [scribe, member]);
  expect(roster.leftAbsent).toContain(leaving.name);
  const names = [...roster.names, leaving.name];
  const leftAbsent = roster.leftAbsent.filter((n) => n !== leaving.name);
  await page.getByRole('button', { name: 'Check all' }).click();
  await leaveAbsent(page, [scribe, member, ...leftAbsent]);
  await expect(page.getByText(`${names.length} unsaved changes`)).toBeVisible();

  // The Webmaster converts them before the Scribe saves.
  await webmaster.getByLabel('Search').fill(leaving.last);
  await webmaster.getByRole('button', { name: `Convert ${leaving.name} to alumni` }).click();
  await webmaster.getByRole('dialog').getByRole('button', { name: 'Convert to alumni' }).click();
  await expect(webmaster.getByRole('status').filter({ hasText: /./ })).toHaveText(
    `${leaving.name} was converted to alumni.`,
  );
  await context.close();

  // Refused by name; their row leaves the page and every other mark stays, one save away. Saved from the bottom of
  // the list, the answer shows in view, under the buttons that stay there.
  await page.getByRole('group').last().scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Save roster' }).click();
  await expect(shownMessage(page)).toHaveText(EVENT_MESSAGES.rosterNotMember([leaving.name], true));
  await expect(shownMessage(page)).toBeInViewport();
  await expect(rowOf(page, leaving.name)).toHaveCount(0);
  await expect(page.getByText(`${names.length - 1} unsaved changes`)).toBeVisible();
  const others = names.filter((n) => n !== leaving.name);
  await expect(rowOf(page, others[0] as string).getByRole('radio', { name: 'Attended' })).toBeChecked();
  // On a phone only the buttons stay in view: the answer is brought into view instead.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('group').last().scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Save roster' }).click();
  await expect(shownMessage(page)).toHaveText(`Roster saved: ${others.length} marked attended, 0 excused, 0 absent.`);
  await expect(shownMessage(page)).toBeInViewport();
  await page.getByRole('group').last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Save roster' })).toBeInViewport();
  await page.reload();
  await expect(rowOf(page, others.at(-1) as string).getByRole('radio', { name: 'Attended' })).toBeChecked();
  await deleteFromItsPage(page, 'E2E Member Leaves', new RegExp(`its ${others.length} attendance records`));
});
