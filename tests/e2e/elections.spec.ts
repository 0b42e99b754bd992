import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectAccessible } from './axe';
import { shoot } from './screenshots';
import { setServerClock } from './server-clock';
import { signInOverHttpAndOpenDashboard } from './sign-in';
import { isDemoAccount, openDashboardAs } from './demo-sessions';
import { MEMBERS_LEAVING } from './members-leaving';
import { chapter } from '../../app/config/chapter';
import { ELECTION_MESSAGES } from '../../app/features/elections/messages';
import { FIELD_MESSAGES } from '../../app/features/elections/election-input';
import { localInputValue } from '../../app/features/elections/election-text';
import { dateInZone, zonedTimeToInstant } from '../../app/shared/time/time-zone';
import { dayText } from '../../app/shared/time/calendar-days';
import { BOARD_TEXT } from '../../app/features/admin-overview/messages';
import { buildDemoChapter, DEMO_ACCOUNTS } from '../../demo/demo-data';
import { LEAVING_NAMES } from './members-leaving';

// The chapter elects a Recruitment Chair and a Mediation Chair, positions no other spec assigns. The election's periods
// lie days ahead, and each browser moves its own server clock into the period it acts in (the other specs keep the
// real date, and see none of it open). Demo members no other spec uses: two stand for Recruitment Chair, one for
// Mediation Chair, five vote, one becomes an alumnus; more vote so that half of the active members do, the quorum's
// floor (docs/decisions/0015-election-safeguards.md).
const YUNA = { email: 'yuna.hargrove@example.org', name: 'Yuna Hargrove' };
const RUBY = { email: 'ruby.xiong@example.org', name: 'Ruby Xiong' };
const SAMIR = { email: 'samir.takahashi@example.org', name: 'Samir Takahashi' };
const ALINA = MEMBERS_LEAVING.elections;
const ELENA = { email: 'elena.okafor@example.org', name: 'Elena Okafor' };
const MAYA = { email: 'maya.vasquez@example.org', name: 'Maya Vasquez' };
const DIEGO = { email: 'diego.ortega@example.org', name: 'Diego Ortega' };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const opens = new Date(Math.ceil((Date.now() + 2 * DAY) / HOUR) * HOUR);
const PERIODS = {
  nominationsOpenAt: opens,
  nominationsCloseAt: new Date(opens.getTime() + DAY),
  votingOpenAt: new Date(opens.getTime() + DAY),
  votingCloseAt: new Date(opens.getTime() + 2 * DAY),
};
const DURING_NOMINATIONS = new Date(opens.getTime() + HOUR);
const DURING_VOTING = new Date(opens.getTime() + DAY + HOUR);
const AFTER_VOTING = new Date(opens.getTime() + 2 * DAY + HOUR);
/**
 * The new board's first day: two days after voting closes, in Los Angeles, so a session begun today is still live
 * there (it ends after 14 days without a request).
 */
const TERMS_START = dateInZone(new Date(opens.getTime() + 4 * DAY), chapter.timeZone);
const TITLE = `Board elections ${opens.getTime()}`;

/**
 * Active demo members with an email whom no other spec converts: they vote for Maya and Elena, so that with the five
 * voters above both races reach half of the active members (about 35 while the specs run).
 */
const NAMED = [YUNA, RUBY, SAMIR, ALINA, ELENA, MAYA, DIEGO].map((m) => m.email);
const OTHER_SPECS =
  /^(back\.again|ivy\.rasmussen|julian\.jaramillo|mei\.ibarra|omar\.prescott|rohan\.abernathy|eden\.marsh)@/;
const MORE_VOTERS = buildDemoChapter()
  .members.filter(
    (m) =>
      m.status === 'active' &&
      m.email !== null &&
      !DEMO_ACCOUNTS.some((account) => account.email === m.email) &&
      !NAMED.includes(m.email) &&
      !OTHER_SPECS.test(m.email) &&
      !LEAVING_NAMES.includes(`${m.firstName} ${m.lastName}`),
  )
  .map((m) => m.email as string)
  // Two sign-in accounts whose officers no spec asks to vote, for a margin while other specs add members.
  .concat(['brotherhood@example.org', 'mediation@example.org']);

test.describe.configure({ mode: 'serial' });

/**
 * A browser of its own for a member, signed in, with the server's clock at `instant` for it: a demo account with its
 * stored session, any other member through the development issuer over HTTP (the sign-in pages have their own spec).
 */
async function memberAt(
  browser: Browser,
  email: string,
  instant?: Date,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  if (instant) await setServerClock(context, instant);
  const page = await context.newPage();
  if (isDemoAccount(email)) await openDashboardAs(page, email);
  else await signInOverHttpAndOpenDashboard(page, email);
  return { context, page };
}

const card = (page: Page) => page.getByRole('article', { name: TITLE });

async function openElections(page: Page) {
  await page.goto('/elections');
  await waitForHydration(page);
}

async function nominate(page: Page, position: string, nominee: string) {
  const form = card(page).getByRole('form', { name: `Nominate for ${TITLE}` });
  await form.getByLabel('Position').selectOption(position);
  await form.getByLabel('Member').selectOption({ label: nominee });
  await form.getByRole('button', { name: 'Nominate' }).click();
  await expect(form.getByRole('status')).toHaveText(ELECTION_MESSAGES.nominated(nominee, position));
}

async function accept(page: Page, position: string) {
  await page.getByRole('button', { name: `Accept ${position}` }).click();
  await expect(card(page).getByRole('status').filter({ hasText: /./ })).toHaveText(
    ELECTION_MESSAGES.accepted(position),
  );
}

/** Chooses on the ballot and confirms; the dialog lists the choices before anything is sent. */
async function vote(page: Page, choices: Record<string, string>) {
  const ballot = card(page);
  for (const [position, name] of Object.entries(choices)) {
    await ballot.getByRole('group', { name: position }).getByRole('radio', { name }).check();
  }
  await ballot.getByRole('button', { name: 'Cast my vote' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cast your vote?' });
  for (const [position, name] of Object.entries(choices)) await expect(confirm).toContainText(`${position}: ${name}`);
  await confirm.getByRole('button', { name: 'Cast my vote' }).click();
}

test('the Regent runs an election from creation to a seated board, confirmed by a second officer', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The Regent opens the election for two positions, its periods typed in Los Angeles time.
  const regent = await memberAt(browser, 'regent@example.org');
  await regent.page.goto('/admin/elections');
  await waitForHydration(regent.page);
  const form = regent.page.getByRole('form', { name: 'New election' });
  await form.getByLabel('Title').fill(TITLE);
  await form.getByRole('checkbox', { name: 'Recruitment Chair' }).check();
  await form.getByRole('checkbox', { name: 'Mediation Chair' }).check();
  // Periods begun yesterday, a minute long, with a quorum of one in a hundred: refused on every field.
  const yesterday = new Date(Date.now() - DAY);
  const minuteLater = (minutes: number) => localInputValue(new Date(yesterday.getTime() + minutes * 60_000));
  await form.getByLabel('Nominations open (Los Angeles time)').fill(minuteLater(0));
  await form.getByLabel('Nominations close (Los Angeles time)').fill(minuteLater(1));
  await form.getByLabel('Voting opens (Los Angeles time)').fill(minuteLater(1));
  await form.getByLabel('Voting closes (Los Angeles time)').fill(minuteLater(2));
  await form.getByLabel('Quorum: share of active members (numerator)').fill('1');
  await form.getByLabel('Quorum: out of (denominator)').fill('100');
  await form.getByRole('button', { name: 'Create election' }).click();
  await expect(form.getByRole('alert')).toHaveText(ELECTION_MESSAGES.safeguardsRefused);
  await expect(form.getByLabel('Nominations open (Los Angeles time)')).toHaveAccessibleDescription(
    ELECTION_MESSAGES.startsInThePast,
  );
  await expect(form.getByLabel('Voting closes (Los Angeles time)')).toHaveAccessibleDescription(
    ELECTION_MESSAGES.periodTooShort,
  );
  await expect(form.getByLabel('Quorum: share of active members (numerator)')).toHaveAccessibleDescription(
    /at 1 \/ 2 of the active members or more/,
  );
  await form.getByLabel('Nominations open (Los Angeles time)').fill(localInputValue(PERIODS.nominationsOpenAt));
  await form.getByLabel('Nominations close (Los Angeles time)').fill(localInputValue(PERIODS.nominationsCloseAt));
  await form.getByLabel('Voting opens (Los Angeles time)').fill(localInputValue(PERIODS.votingOpenAt));
  await form.getByLabel('Voting closes (Los Angeles time)').fill(localInputValue(PERIODS.votingCloseAt));
  await form.getByLabel('Quorum: out of (denominator)').fill('2');
  await form.getByRole('button', { name: 'Create election' }).click();
  await expect(regent.page).toHaveURL(/\/admin\/elections\/\d+$/);
  await expect(regent.page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  const electionPage = regent.page.url();
  // The number of ballots the quorum needs is there from the start.
  await expect(
    regent.page.getByText(/^1 \/ 2 of the active members: \d+ ballots of \d+ active members$/),
  ).toBeVisible();

  // Nominations: members see the prompt on their dashboard, nominate, and the nominees accept.
  const yuna = await memberAt(browser, YUNA.email, DURING_NOMINATIONS);
  await expect(yuna.page.getByRole('region', { name: 'Elections' })).toContainText(
    `Nominations are open for ${TITLE}.`,
  );
  await openElections(yuna.page);
  await nominate(yuna.page, 'Recruitment Chair', MAYA.name);
  await nominate(yuna.page, 'Mediation Chair', ELENA.name);
  await nominate(yuna.page, 'Recruitment Chair', DIEGO.name);
  const maya = await memberAt(browser, MAYA.email, DURING_NOMINATIONS);
  await expect(maya.page.getByRole('region', { name: 'Elections' })).toContainText(
    'You were nominated for Recruitment Chair: accept or decline.',
  );
  await openElections(maya.page);
  await accept(maya.page, 'Recruitment Chair');
  const elena = await memberAt(browser, ELENA.email, DURING_NOMINATIONS);
  await openElections(elena.page);
  await accept(elena.page, 'Mediation Chair');
  const diego = await memberAt(browser, DIEGO.email, DURING_NOMINATIONS);
  await openElections(diego.page);
  await accept(diego.page, 'Recruitment Chair');

  // Before voting closes the Regent sees the candidates and the turnout, never a count.
  await regent.page.reload();
  await expect(regent.page.getByRole('row', { name: /Maya Vasquez/ })).toContainText('accepted');
  await expect(regent.page.getByRole('table', { name: 'Recruitment Chair' })).toHaveCount(0);
  await expect(regent.page.getByText(/^0 of \d+ active members have voted so far; the quorum is \d+\.$/)).toHaveCount(
    2,
  );

  // Voting: five members vote, each in a browser of their own, on a phone-sized screen.
  for (const member of [yuna, maya, elena]) await setServerClock(member.context, DURING_VOTING);
  const ruby = await memberAt(browser, RUBY.email, DURING_VOTING);
  const samir = await memberAt(browser, SAMIR.email, DURING_VOTING);
  const alina = await memberAt(browser, ALINA.email, DURING_VOTING);
  const ballots: [Page, Record<string, string>][] = [
    [yuna.page, { 'Recruitment Chair': MAYA.name, 'Mediation Chair': ELENA.name }],
    [ruby.page, { 'Recruitment Chair': MAYA.name, 'Mediation Chair': ELENA.name }],
    [samir.page, { 'Recruitment Chair': MAYA.name, 'Mediation Chair': ELENA.name }],
    [elena.page, { 'Recruitment Chair': DIEGO.name, 'Mediation Chair': ELENA.name }],
    [maya.page, { 'Recruitment Chair': DIEGO.name }],
  ];
  // Ruby keeps a second tab with her ballot open, and Alina opens hers before she becomes an alumnus.
  const rubyAgain = await ruby.context.newPage();
  await openElections(rubyAgain);
  await openElections(alina.page);
  // The choices travel in the POST body alone: no address any voter's browser asks for carries one.
  const addresses: string[] = [];
  for (const [page] of ballots) page.on('request', (request) => addresses.push(request.url()));
  for (const [page, choices] of ballots) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Elections' })).toContainText(`Voting is open for ${TITLE}.`);
    await openElections(page);
    await vote(page, choices);
    await expect(card(page).getByRole('status').filter({ hasText: /./ })).toHaveText(ELECTION_MESSAGES.voted);
    for (const position of Object.keys(choices)) {
      await expect(card(page).getByText(`You voted for ${position}.`)).toBeVisible();
    }
  }
  expect(addresses.filter((address) => /race-\d|Maya|Diego|Elena/i.test(decodeURIComponent(address)))).toEqual([]);
  // Maya left Mediation Chair blank: it is still on her ballot, and nothing else is.
  await expect(card(maya.page).getByRole('group')).toHaveCount(1);
  await expect(card(maya.page).getByRole('group', { name: 'Mediation Chair' })).toBeVisible();
  await expectAccessible(maya.page);
  // On the narrowest phones the ballot fits without scrolling sideways, each choice a whole 44 px row.
  await maya.page.setViewportSize({ width: 320, height: 700 });
  expect(await maya.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const choice = await card(maya.page).getByText(ELENA.name, { exact: true }).boundingBox();
  expect(choice?.height).toBeGreaterThanOrEqual(44);

  // A second vote by the same member, from the page still open in another tab, is refused and counts nothing.
  await vote(rubyAgain, { 'Recruitment Chair': DIEGO.name });
  await expect(card(rubyAgain).getByRole('alert')).toHaveText(ELECTION_MESSAGES.alreadyVoted('Recruitment Chair'));

  // The officers follow the turnout while voting is open: how many voted, never for whom.
  await setServerClock(regent.context, DURING_VOTING);
  await regent.page.goto(electionPage);
  await expect(regent.page.getByText(/^5 of \d+ active members have voted so far; the quorum is \d+\.$/)).toBeVisible();
  await expect(regent.page.getByText(/^4 of \d+ active members have voted so far; the quorum is \d+\.$/)).toBeVisible();
  await expect(regent.page.getByRole('table', { name: 'Recruitment Chair' })).toHaveCount(0);

  // Alina becomes an alumnus before she casts her ballot: it is refused, and she is signed out.
  const webmaster = await memberAt(browser, 'webmaster@example.org');
  await webmaster.page.goto('/admin/user-management');
  await webmaster.page
    .getByRole('region', { name: /Active members/ })
    .getByRole('row', { name: /Wakefield, Alina/ })
    .getByRole('button', { name: `Convert ${ALINA.name} to alumni` })
    .click();
  await webmaster.page.getByRole('dialog').getByRole('button', { name: 'Convert to alumni' }).click();
  await expect(webmaster.page.getByRole('status').filter({ hasText: /./ })).toHaveText(
    `${ALINA.name} was converted to alumni.`,
  );
  await vote(alina.page, { 'Recruitment Chair': DIEGO.name });
  await expect(alina.page).toHaveURL(/\/login\?redirectTo=%2Felections$/);

  // More members vote, so that half of the active members have voted in each race.
  for (const email of MORE_VOTERS) {
    const voter = await memberAt(browser, email, DURING_VOTING);
    await openElections(voter.page);
    await vote(voter.page, { 'Recruitment Chair': MAYA.name, 'Mediation Chair': ELENA.name });
    await expect(card(voter.page).getByRole('status').filter({ hasText: /./ })).toHaveText(ELECTION_MESSAGES.voted);
    await voter.context.close();
  }
  const recruitmentBallots = 5 + MORE_VOTERS.length;
  const mediationBallots = 4 + MORE_VOTERS.length;

  // After voting closes: counts, turnout against the quorum and the winners, first for the Regent, then published.
  await setServerClock(regent.context, AFTER_VOTING);
  await regent.page.goto(electionPage);
  const recruitment = regent.page.getByRole('table', { name: 'Recruitment Chair' });
  await expect(recruitment.getByRole('row', { name: /Maya Vasquez/ })).toContainText(String(3 + MORE_VOTERS.length));
  await expect(recruitment.getByRole('row', { name: /Diego Ortega/ })).toContainText('2');
  await expect(
    regent.page.getByRole('table', { name: 'Mediation Chair' }).getByRole('row', { name: /Elena Okafor/ }),
  ).toContainText(String(mediationBallots));
  await expect(
    regent.page.getByText(
      new RegExp(`^${recruitmentBallots} of \\d+ active members voted; the quorum is \\d+ \\(met\\)\\.$`),
    ),
  ).toBeVisible();
  await expect(
    regent.page.getByText(
      new RegExp(`^${mediationBallots} of \\d+ active members voted; the quorum is \\d+ \\(met\\)\\.$`),
    ),
  ).toBeVisible();
  await expect(
    regent.page.getByText(`Maya Vasquez wins with ${3 + MORE_VOTERS.length} votes, a majority.`),
  ).toBeVisible();
  await expect(regent.page.getByText(`Elena Okafor wins with ${mediationBallots} votes, a majority.`)).toBeVisible();
  await setServerClock(yuna.context, AFTER_VOTING);
  await openElections(yuna.page);
  await expect(card(yuna.page).getByRole('table')).toHaveCount(0);
  await expect(card(yuna.page)).toContainText('The results appear here once the officers publish them.');

  await regent.page.getByRole('button', { name: 'Publish results' }).click();
  await regent.page
    .getByRole('dialog', { name: 'Publish the results?' })
    .getByRole('button', { name: 'Publish results' })
    .click();
  await expect(regent.page.getByRole('status').filter({ hasText: /./ })).toHaveText(ELECTION_MESSAGES.published(TITLE));
  await expectAccessible(regent.page);
  await openElections(yuna.page);
  await expect(
    card(yuna.page).getByText(`Maya Vasquez wins with ${3 + MORE_VOTERS.length} votes, a majority.`),
  ).toBeVisible();

  // Apply results: no first day is assumed; the confirmation lists every term it starts and ends.
  await regent.page.getByRole('button', { name: 'Apply results' }).click();
  await expect(regent.page.getByLabel('First day of the new terms')).toHaveAccessibleDescription(
    FIELD_MESSAGES.startsOn,
  );
  await regent.page.getByLabel('First day of the new terms').fill(TERMS_START);
  await regent.page.getByRole('button', { name: 'Apply results' }).click();
  const confirm = regent.page.getByRole('dialog', { name: 'Apply the results?' });
  await expect(confirm).toContainText(`${MAYA.name} is Recruitment Chair from ${dayText(TERMS_START)}.`);
  await expect(confirm).toContainText(`${ELENA.name} is Mediation Chair from ${dayText(TERMS_START)}.`);
  // The outgoing Mediation Chair's term ends the day before, said by name.
  await expect(confirm).toContainText(/'s term as Mediation Chair ends on /);
  await expect(confirm).toContainText('nothing changes until another officer with the elections tool confirms them');
  await confirm.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(regent.page.getByRole('status').filter({ hasText: /./ })).toHaveText(
    ELECTION_MESSAGES.applyRequested(dayText(TERMS_START)),
  );
  // The Regent cannot confirm what they applied.
  const waiting = regent.page.getByRole('region', { name: 'Waiting for a second officer' });
  await expect(waiting).toContainText('You applied them, so another officer confirms them');
  await expect(waiting.getByRole('button', { name: 'Confirm these terms' })).toHaveCount(0);
  await expectAccessible(regent.page);
  await shoot(regent.page, 'election-waiting');
  await regent.page.setViewportSize({ width: 375, height: 812 });
  expect(await regent.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(regent.page, 'election-waiting');

  // Every officer is told: the Webmaster's Officer Tools shows the request, and confirms it from there.
  await setServerClock(webmaster.context, AFTER_VOTING);
  await webmaster.page.goto('/admin');
  const board = webmaster.page.getByRole('region', { name: BOARD_TEXT.title });
  await expect(board).toContainText(`applied the results of “${TITLE}” from ${dayText(TERMS_START)}`);
  await expect(board).toContainText(`which would make ${MAYA.name} Recruitment Chair`);
  await shoot(webmaster.page, 'officer-tools-board');
  await board.getByRole('link', { name: BOARD_TEXT.review(TITLE) }).click();
  await waitForHydration(webmaster.page);
  await webmaster.page.getByRole('button', { name: 'Confirm these terms' }).click();
  const confirmTerms = webmaster.page.getByRole('dialog', { name: 'Confirm the new terms?' });
  await expect(confirmTerms).toContainText(`${MAYA.name} is Recruitment Chair from ${dayText(TERMS_START)}.`);
  await expectAccessible(webmaster.page);
  await shoot(webmaster.page, 'election-confirm', false);
  await webmaster.page.setViewportSize({ width: 375, height: 812 });
  await shoot(webmaster.page, 'election-confirm', false);
  await confirmTerms.getByRole('button', { name: 'Confirm these terms' }).click();
  await expect(webmaster.page.getByRole('status').filter({ hasText: /./ })).toContainText(
    `2 terms created from ${dayText(TERMS_START)}. ${MAYA.name} is Recruitment Chair from ${dayText(TERMS_START)}.`,
  );
  await expect(webmaster.page.getByText('These results were applied as officer terms.')).toBeVisible();
  await webmaster.page.setViewportSize({ width: 1280, height: 900 });

  // The chapter sees the new board on the dashboard, and who confirmed it.
  await yuna.page.goto('/dashboard');
  const changes = yuna.page.getByRole('region', { name: BOARD_TEXT.title });
  await expect(changes).toContainText(`Confirmed the results of “${TITLE}”`);
  await expect(changes).toContainText(`Made ${MAYA.name} Recruitment Chair from ${dayText(TERMS_START)}`);
  await shoot(yuna.page, 'dashboard-board-changes');
  await yuna.page.setViewportSize({ width: 1280, height: 900 });
  await shoot(yuna.page, 'dashboard-board-changes');
  // The officers' pages fit a phone too.
  await webmaster.page.setViewportSize({ width: 375, height: 812 });
  for (const path of [electionPage, '/admin/elections', '/admin']) {
    await webmaster.page.goto(path);
    expect(await webmaster.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await shoot(webmaster.page, 'officer-tools-board');

  for (const member of [regent, yuna, ruby, samir, alina, elena, maya, diego, webmaster]) await member.context.close();
});

test('on the first day of the new terms the new officers have their tools and the old ones do not', async ({
  browser,
}) => {
  const firstDay = zonedTimeToInstant(`${TERMS_START}T12:00`, chapter.timeZone);
  const maya = await memberAt(browser, MAYA.email, firstDay);
  await expect(maya.page.getByRole('link', { name: 'Site Content' })).toBeVisible();
  await maya.page.goto('/admin/content');
  await expect(maya.page).toHaveURL('/admin/content');
  const elena = await memberAt(browser, ELENA.email, firstDay);
  await elena.page.goto('/admin/bro-dates');
  await expect(elena.page).toHaveURL('/admin/bro-dates');
  const outgoing = await memberAt(browser, 'mediation@example.org', firstDay);
  await outgoing.page.goto('/admin/bro-dates');
  await expect(outgoing.page).toHaveURL('/?notice=officers-only');
  // The day before, the outgoing Mediation Chair still holds the position, and Elena does not yet.
  const dayBefore = await memberAt(browser, 'mediation@example.org', new Date(firstDay.getTime() - DAY));
  await dayBefore.page.goto('/admin/bro-dates');
  await expect(dayBefore.page).toHaveURL('/admin/bro-dates');
  await setServerClock(elena.context, new Date(firstDay.getTime() - DAY));
  await elena.page.goto('/admin/bro-dates');
  await expect(elena.page).toHaveURL('/?notice=officers-only');
  for (const member of [maya, elena, outgoing, dayBefore]) await member.context.close();
});

test('an election created by mistake is deleted before voting opens, confirmed, and members no longer see it', async ({
  browser,
}) => {
  const title = `Created by mistake ${opens.getTime()}`;
  const webmaster = await memberAt(browser, 'webmaster@example.org');
  const { page } = webmaster;
  await page.goto('/admin/elections');
  const form = page.getByRole('form', { name: 'New election' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('checkbox', { name: 'Scribe' }).check();
  await form.getByRole('button', { name: 'Create election' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Delete election' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await expect(confirm).toContainText(ELECTION_MESSAGES.deleteTakes(title, 0));
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Delete election' }).click();
  await confirm.getByRole('button', { name: 'Delete election' }).click();
  await expect(page).toHaveURL(/\/admin\/elections$/);
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(ELECTION_MESSAGES.deleted(title));
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/elections');
  await expect(page.getByText(title)).toHaveCount(0);
  await webmaster.context.close();
});
