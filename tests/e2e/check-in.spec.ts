import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectAccessible } from './axe';
import { signInAndExpectDashboard } from './sign-in';
import { openDashboardAs } from './demo-sessions';
import { LEAVING_NAMES, MEMBERS_LEAVING, POINTS_READ_BY_CHECK_IN } from './members-leaving';
import { E2E_SESSION_SECRET } from './server-secret';
import { DEMO_MEETING_NAME } from '../../demo/demo-data';
import { buildDemoChapter } from '../../demo/demo-data';
import { CHECK_IN_MESSAGES as M } from '../../app/features/events/check-in/check-in-messages';
import { SIGNED_OUT_WRONG_PER_EVENT } from '../../app/features/events/check-in/check-in-limits.server';
import { NOT_IN_SYSTEM } from '../../app/features/sign-in/sign-in';
import { parseCsv } from '../../app/shared/text/csv';
import { CHECK_IN_WINDOW_MS, checkInCode, windowAt } from '../../app/features/events/check-in/check-in-code.server';

// The code of an earlier window is worked out here with the test server's own secret (read when a code is made).
process.env.SESSION_SECRET = E2E_SESSION_SECRET;
process.env.SITE_MODE = 'test';

const demo = buildDemoChapter();
// The demo chapter's meeting, under way since the server seeded it, after the chapter's other events.
const MEETING = { id: demo.events.length + 1, name: DEMO_MEETING_NAME, points: 50 };
const SCREEN = `/admin/events/${MEETING.id}/check-in`;
const qrAddress = (code: string) => `/check-in?event=${MEETING.id}&code=${code}`;
// Members no other spec signs in as; Lucas Underwood leaves for the alumni list here.
const BY_QR = 'omar.prescott@example.org';
const BY_TYPING = 'ivy.rasmussen@example.org';
const SIGNED_OUT = 'mei.ibarra@example.org';
const LATE = 'rohan.abernathy@example.org';
const NO_SCRIPT = 'julian.jaramillo@example.org';
const ALUMNUS = MEMBERS_LEAVING.checkIn;
// Rows the roster leaves absent: the Scribe's and the demo member's totals and rates are read by other specs, and
// other specs convert the members in LEAVING_NAMES while this one runs.
const LEFT_ABSENT = ['scribe@example.org', 'member@example.org'];
const EXCUSE = 'Lab practical';

/** A demo member's name as the roster and the export show it. */
function nameOf(email: string): string {
  const member = demo.members.find((m) => m.email === email);
  if (!member) throw new Error(`${email} is not in the demo chapter`);
  return `${member.firstName} ${member.lastName}`;
}

/** The total on the dashboard's Points card ("1000 / 2500 Points"). */
async function pointsTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ \/ \d+ Points$/).textContent();
  return Number(/^\d+/.exec(text ?? '')?.[0]);
}

/** A member's points total before the test, read in a browser of its own (which is then closed). */
async function pointsTotalOf(browser: Browser, email: string): Promise<number> {
  const [context, page] = await phone(browser);
  await signInAndExpectDashboard(page, email);
  const total = await pointsTotal(page);
  await context.close();
  return total;
}

async function phone(browser: Browser, width = 375): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width, height: 740 } });
  return [context, await context.newPage()];
}

const codeOnScreenOf = (page: Page) => page.getByTestId('check-in-code');

/** The page's sentence: its status or alert region that holds text. */
const said = (page: Page, role: 'status' | 'alert') => page.getByRole(role).filter({ hasText: /./ });

/** Signs in through the development issuer from the login page the browser is on. */
async function finishSignIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('members check in by QR, by typing and through sign-in; refusals say why and write nothing', async ({
  page: officer,
  browser,
}) => {
  // Six browsers, four sign-ins, a conversion and a wait of up to a minute for a code to expire: more than the slow
  // test's time on a busy two-core machine shared by four workers.
  test.setTimeout(180_000);
  // The events spec's rosters leave these members absent, so the totals read here move by this meeting alone.
  expect(POINTS_READ_BY_CHECK_IN).toEqual([BY_QR, BY_TYPING, SIGNED_OUT, LATE, NO_SCRIPT].map(nameOf));
  const signedOutBefore = await pointsTotalOf(browser, SIGNED_OUT);
  await openDashboardAs(officer, 'scribe@example.org');
  await officer.goto(SCREEN);
  await expect(officer.getByRole('heading', { level: 1 })).toHaveText(MEETING.name);
  const grace = officer.getByLabel('Grace minutes after the event ends');
  await expect(grace).toHaveValue('15');
  await expect(grace).toHaveAccessibleDescription(
    /^Check-in will close by itself at .*\d:\d\d [AP]M \(the event ends at .*\d:\d\d [AP]M\), or when you close it\.$/,
  );
  await expectAccessible(officer);
  // More than a day of grace is refused beside the field, which takes the keyboard; nothing starts.
  await grace.fill('1441');
  await officer.getByRole('button', { name: 'Start check-in' }).click();
  await expect(grace).toHaveAccessibleDescription(M.graceRange);
  await expect(grace).toBeFocused();
  await expect(codeOnScreenOf(officer)).toHaveCount(0);
  await grace.fill('15');
  await officer.getByRole('button', { name: 'Start check-in' }).click();
  const codeOnScreen = codeOnScreenOf(officer);
  await expect(codeOnScreen).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(officer.getByRole('heading', { name: '0 checked in' })).toBeVisible();
  await expectAccessible(officer);
  // Marks this very page: it must still be there at the end, so the count updated without a reload.
  await officer.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
  const startedAt = new Date(
    (await officer.locator('p', { hasText: 'Started' }).locator('time').last().getAttribute('datetime')) as string,
  );
  const code = async () => (await codeOnScreen.textContent()) as string;

  // One member scans the QR code: the address checks them in by itself.
  const [, byQr] = await phone(browser);
  await signInAndExpectDashboard(byQr, BY_QR);
  const byQrBefore = await pointsTotal(byQr);
  await byQr.goto(qrAddress(await code()));
  await expect(said(byQr, 'status')).toHaveText(M.checkedIn(MEETING.name, 50));
  await expect(officer.getByRole('heading', { name: '1 checked in' })).toBeVisible();
  await expect(officer.getByRole('listitem').filter({ hasText: 'Omar Prescott' })).toBeVisible();

  // One follows the dashboard's prompt on a 320 px phone and types the code, in small letters.
  const [, byTyping] = await phone(browser, 320);
  await signInAndExpectDashboard(byTyping, BY_TYPING);
  const byTypingBefore = await pointsTotal(byTyping);
  await expect(byTyping.getByText(`Check-in is open for ${MEETING.name}.`)).toBeVisible();
  await byTyping.getByRole('link', { name: 'Check in', exact: true }).click();
  await expect(byTyping).toHaveURL('/check-in');
  await waitForHydration(byTyping);
  const field = byTyping.getByLabel('Code on the screen');
  await expect(field).toHaveAttribute('autocapitalize', 'characters');
  await expect(field).toHaveAttribute('autocomplete', 'off');
  await expectAccessible(byTyping);
  for (const control of [field, byTyping.getByRole('button', { name: 'Check in' })]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  expect(await byTyping.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await field.fill((await code()).toLowerCase());
  await byTyping.getByRole('button', { name: 'Check in' }).click();
  await expect(said(byTyping, 'status')).toHaveText(M.checkedIn(MEETING.name, 50));
  await expectAccessible(byTyping);

  // One is signed out: the QR address sends them to sign in, and they come back checked in.
  const [, signedOut] = await phone(browser);
  await signedOut.goto(qrAddress(await code()));
  await expect(signedOut).toHaveURL(/\/login\?redirectTo=/);
  await expect(said(signedOut, 'status')).toHaveText(M.signInToFinish(MEETING.name));
  await expectAccessible(signedOut);
  const pass = (await signedOut.context().cookies()).filter((c) => c.name === '__ue_checkin');
  expect(pass).toHaveLength(1);
  await waitForHydration(signedOut);
  await finishSignIn(signedOut, SIGNED_OUT);
  await expect(signedOut).toHaveURL('/check-in');
  await expect(said(signedOut, 'status')).toHaveText(M.checkedIn(MEETING.name, 50));
  await expect(officer.getByRole('heading', { name: '3 checked in' })).toBeVisible();
  // The same pass copied into another member's browser checks in nobody: it was used.
  const [, copier] = await phone(browser);
  await signInAndExpectDashboard(copier, LATE);
  await copier.context().addCookies(pass);
  await copier.goto(`/check-in?event=${MEETING.id}`);
  await expect(said(copier, 'alert')).toHaveText(M.passUsed);
  await expect(officer.getByRole('heading', { name: '3 checked in' })).toBeVisible();
  await copier.context().close();

  // Without JavaScript the QR address shows the form filled in, and its button checks in.
  const plainContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const plain = await plainContext.newPage();
  await plain.goto('/login');
  await finishSignIn(plain, NO_SCRIPT);
  await expect(plain).toHaveURL('/dashboard');
  const shown = await code();
  await plain.goto(qrAddress(shown));
  await expect(plain.getByLabel('Code on the screen')).toHaveValue(shown);
  await expect(said(plain, 'status')).toHaveCount(0);
  await plain.getByRole('button', { name: 'Check in' }).click();
  await expect(said(plain, 'status')).toHaveText(M.checkedIn(MEETING.name, 50));
  await expect(officer.getByRole('heading', { name: '4 checked in' })).toBeVisible();

  // Refusals, each with its sentence; the count stays at four (the closing message counts the database, and the
  // roster below shows exactly the four check-ins).
  await byTyping.getByLabel('Code on the screen').fill(await code());
  await byTyping.getByRole('button', { name: 'Check in' }).click();
  await expect(said(byTyping, 'alert')).toHaveText(M.already(MEETING.name));
  await expect(officer.getByRole('heading', { name: '4 checked in' })).toBeVisible();

  // An alumnus who opens the QR address is refused at sign-in.
  const [, webmaster] = await phone(browser, 1280);
  await openDashboardAs(webmaster, 'webmaster@example.org');
  await webmaster.goto('/admin/user-management');
  await webmaster.getByLabel('Search').fill('Underwood');
  await webmaster.getByRole('button', { name: `Convert ${ALUMNUS.name} to alumni` }).click();
  await webmaster.getByRole('dialog').getByRole('button', { name: 'Convert to alumni' }).click();
  await expect(said(webmaster, 'status')).toHaveText(`${ALUMNUS.name} was converted to alumni.`);
  const [, alumnus] = await phone(browser);
  await alumnus.goto(qrAddress(await code()));
  await waitForHydration(alumnus);
  await finishSignIn(alumnus, ALUMNUS.email);
  await expect(said(alumnus, 'alert')).toHaveText(NOT_IN_SYSTEM);
  await expect(officer.getByRole('heading', { name: '4 checked in' })).toBeVisible();
  await expect(officer.getByRole('listitem').filter({ hasText: ALUMNUS.name })).toHaveCount(0);

  // A member gives a code that has expired.
  const [, late] = await phone(browser);
  await signInAndExpectDashboard(late, LATE);
  const lateBefore = await pointsTotal(late);
  // The home page prompts them as the dashboard does; a visitor's home page, kept in memory, never holds it.
  const homePrompt = (page: Page) => page.getByRole('region', { name: 'Check-in' });
  await late.goto('/');
  await expect(homePrompt(late)).toHaveText(`Check-in is open for ${MEETING.name}.Check in`);
  await expectAccessible(late);
  const [visitorContext, visitor] = await phone(browser);
  for (let i = 0; i < 2; i++) {
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(homePrompt(visitor)).toHaveCount(0);
  }
  await visitorContext.close();
  await late.goto('/check-in');
  // A code shown two windows ago: check-in must have been open that long (30 to 60 s after it started).
  await late.waitForTimeout(Math.max(0, (windowAt(startedAt) + 2) * CHECK_IN_WINDOW_MS - Date.now() + 500));
  const twoWindowsAgo = checkInCode(MEETING.id, startedAt, windowAt(new Date()) - 2);
  await late.getByLabel('Code on the screen').fill(twoWindowsAgo);
  await late.getByRole('button', { name: 'Check in' }).click();
  await expect(said(late, 'alert')).toHaveText(M.expired);
  await expect(late.getByLabel('Code on the screen')).toHaveAttribute('aria-invalid', 'true');
  await expect(officer.getByRole('heading', { name: '4 checked in' })).toBeVisible();
  await expect(officer.getByRole('listitem').filter({ hasText: nameOf(LATE) })).toHaveCount(0);

  // The officer closes check-in (asked first); a code of it then says it is closed.
  const last = await code();
  await officer.getByRole('button', { name: 'Close check-in' }).click();
  await officer
    .getByRole('dialog', { name: 'Close check-in?' })
    .getByRole('button', { name: 'Close check-in' })
    .click();
  await expect(said(officer, 'status')).toHaveText(M.stopped(MEETING.name, 4));
  await expect(officer.getByRole('button', { name: 'Start check-in again' })).toBeVisible();
  await late.getByLabel('Code on the screen').fill(last);
  await late.getByRole('button', { name: 'Check in' }).click();
  await expect(said(late, 'alert')).toHaveText(M.closed(MEETING.name));
  await late.goto('/');
  await expect(homePrompt(late)).toHaveCount(0);
  await late.goto('/dashboard');
  await expect(late.getByText(`Check-in is open for ${MEETING.name}.`)).toHaveCount(0);
  await expect(officer.getByRole('heading', { name: '4 checked in' })).toBeVisible();
  expect(await officer.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

  // The event's roster after every refusal: the four check-ins, the late member absent, the alumnus not listed.
  const checkedIn = [BY_QR, BY_TYPING, SIGNED_OUT, NO_SCRIPT].map(nameOf);
  const excused = nameOf(LATE);
  await officer.goto(`/admin/events/${MEETING.id}`);
  const roster = officer.getByRole('region', { name: 'Roster' });
  const rowOf = (name: string) => roster.getByRole('group', { name, exact: true });
  const lineOf = (name: string) =>
    roster.getByRole('listitem').filter({ has: officer.getByRole('group', { name, exact: true }) });
  const names = (await roster.getByRole('group').locator('legend').allTextContents()).map((n) => n.trim());
  await expect(roster).toContainText(`4 attended, 0 excused, ${names.length - 4} absent.`);
  for (const name of checkedIn) {
    await expect(rowOf(name).getByRole('radio', { name: 'Attended' })).toBeChecked();
    await expect(lineOf(name)).toContainText(/checked in (\w{3}, \w{3} \d{1,2}, )?\d{1,2}:\d\d [AP]M/);
  }
  await expect(rowOf(excused).getByRole('radio', { name: 'Absent' })).toBeChecked();
  expect(names).not.toContain(ALUMNUS.name);

  // The officer excuses the late member with a reason and checks all the rest (but the rows other specs read).
  await rowOf(excused).getByRole('radio', { name: 'Excused' }).check();
  await roster.getByRole('textbox', { name: `Excuse reason for ${excused}` }).fill(EXCUSE);
  await roster.getByRole('button', { name: 'Check all' }).click();
  const leftAbsent = [...LEFT_ABSENT.map(nameOf), ...LEAVING_NAMES].filter((name) => names.includes(name));
  for (const name of leftAbsent) await rowOf(name).getByRole('radio', { name: 'Absent' }).check();
  const checkedAll = names.filter((n) => n !== excused && !checkedIn.includes(n) && !leftAbsent.includes(n));
  expect(checkedAll.length).toBeGreaterThan(20);
  await expect(roster.getByText(`${checkedAll.length + 1} unsaved changes`)).toBeVisible();
  await roster.getByRole('button', { name: 'Save roster' }).click();
  await expect(said(officer, 'status')).toHaveText(
    `Roster saved: ${checkedAll.length} marked attended, 1 excused, 0 absent.`,
  );
  // Read back: the check-ins kept how they came, the excuse its reason.
  await officer.reload();
  for (const name of checkedIn) {
    await expect(rowOf(name).getByRole('radio', { name: 'Attended' })).toBeChecked();
    await expect(lineOf(name)).toContainText(/checked in (\w{3}, \w{3} \d{1,2}, )?\d{1,2}:\d\d [AP]M/);
  }
  for (const name of checkedAll) await expect(rowOf(name).getByRole('radio', { name: 'Attended' })).toBeChecked();
  await expect(rowOf(excused).getByRole('radio', { name: 'Excused' })).toBeChecked();
  await expect(roster.getByRole('textbox', { name: `Excuse reason for ${excused}` })).toHaveValue(EXCUSE);

  // The officers' CSV export lists the same attendance at the meeting.
  await officer.goto('/admin/attendance');
  const [download] = await Promise.all([
    officer.waitForEvent('download'),
    officer.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const [header, ...lines] = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
  const column = (name: string) => (header as string[]).indexOf(name);
  const exported = new Map(
    lines
      .filter((line) => line[column('Event')] === MEETING.name)
      .map((line) => [
        `${line[column('First name')]} ${line[column('Last name')]}`,
        ['Status', 'How', 'Reason', 'Points'].map((c) => line[column(c)]),
      ]),
  );
  const points = String(MEETING.points);
  for (const name of checkedIn)
    expect([name, exported.get(name)]).toEqual([name, ['Checked in', 'Checked in', '', points]]);
  for (const name of checkedAll)
    expect([name, exported.get(name)]).toEqual([name, ['Attended', 'Marked on the roster', '', points]]);
  expect(exported.get(excused)).toEqual(['Excused', 'Marked on the roster', EXCUSE, '0']);
  // The export lists active members only: one another spec converted meanwhile is left out.
  for (const name of leftAbsent) {
    const line = exported.get(name);
    if (line || !LEAVING_NAMES.includes(name)) expect([name, line]).toEqual([name, ['Absent', '', '', '0']]);
  }
  expect(exported.has(ALUMNUS.name)).toBe(false);

  // Each member's dashboard: the Points card's total went up by the meeting's points, once, and the breakdown lists
  // the meeting as checked in; the prompt is gone.
  const breakdownRow = new RegExp(`^${MEETING.name} ?Checked in ${MEETING.points}$`);
  for (const [member, before] of [
    [byQr, byQrBefore],
    [byTyping, byTypingBefore],
    [signedOut, signedOutBefore],
  ] as const) {
    await member.goto('/dashboard');
    await waitForHydration(member);
    await expect(member.getByText(/Check-in is open/)).toHaveCount(0);
    await expect(member.getByText(new RegExp(`^${before + MEETING.points} / \\d+ Points$`))).toBeVisible();
    await member.getByRole('button', { name: 'More Details' }).click();
    const breakdown = member.getByRole('dialog', { name: 'Points Breakdown' });
    await expect(breakdown.getByRole('row', { name: breakdownRow })).toBeVisible();
    await expect(breakdown.getByRole('row', { name: /^Total/ })).toHaveAccessibleName(
      `Total ${before + MEETING.points}`,
    );
  }
  // The late member, refused twice and then excused, has no points for it.
  await late.reload();
  await waitForHydration(late);
  expect(await pointsTotal(late)).toBe(lateBefore);
  await late.getByRole('button', { name: 'More Details' }).click();
  const lateBreakdown = late.getByRole('dialog', { name: 'Points Breakdown' });
  await expect(lateBreakdown.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(lateBreakdown.getByRole('row', { name: new RegExp(`^${MEETING.name}`) })).toHaveCount(0);
});

test('a signed-out visitor with a wrong code is told so and given nothing', async ({ page }) => {
  await page.goto(qrAddress('ZZZZZZ'));
  await expect(said(page, 'alert')).toHaveText(M.wrongCode);
  await expect(page.getByRole('link', { name: 'Sign in to check in' })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Fcheck-in',
  );
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__ue_checkin');
  await expectAccessible(page);
});

test('a pass handed out unchecked during a flood of wrong codes names no event, before sign-in or after', async ({
  browser,
  request,
}) => {
  // Six hundred page loads before the browser starts: more than the default time on a busy two-core machine.
  test.slow();
  // An event of the demo chapter whose check-in is not open, so the flood holds back nobody else's test.
  const other = { id: 1, name: demo.events[0]?.name as string };
  const address = (code: string) => `/check-in?event=${other.id}&code=${code}`;
  for (let sent = 0; sent < SIGNED_OUT_WRONG_PER_EVENT.max; sent += 50)
    await Promise.all(Array.from({ length: 50 }, () => request.get(address('ZZZZZZ'), { maxRedirects: 0 })));
  // Without JavaScript the page waits for its button, so what it says before the code is checked can be read.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(address('ZZZZZZ'));
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(said(page, 'status')).toHaveText(M.signInToCheck);
  await finishSignIn(page, 'member@example.org');
  await expect(page).toHaveURL(`/check-in?event=${other.id}`);
  await expect(page.getByText('You opened a check-in by its QR code before signing in.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(other.name);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(said(page, 'alert')).toHaveText(M.wrongCode);
  await expect(page.locator('main')).not.toContainText(other.name);
  await context.close();
});

test('the site is installable: a manifest with the chapter colours and icons, linked from every page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6b0f1a');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#6b0f1a',
    background_color: '#fbf9f6',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
    const icon = await page.request.get(src);
    expect({ src, status: icon.status(), type: icon.headers()['content-type'] }).toEqual({
      src,
      status: 200,
      type: 'image/png',
    });
  }
});
