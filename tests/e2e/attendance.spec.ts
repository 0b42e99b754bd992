import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from '../../app/shared/text/csv';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { brokenWords } from './layout';
import { openDashboardAs } from './demo-sessions';
import { buildDemoChapter, DEMO_MEETING_NAME } from '../../demo/demo-data';
import { recentTerms, type Term } from '../../app/features/events/term';
import { ATTENDANCE_CSV_HEADER, attendanceCsvName } from '../../app/features/events/attendance/attendance-csv';
import { ATTENDANCE_MESSAGES } from '../../app/features/events/attendance/attendance-messages';
import { DAY_MS } from '../../app/shared/time/calendar-days';
import { UNDER_WAY } from '../../app/features/events/attendance/attendance-text';

// The server seeds the demo chapter as it starts, this term's events placed relative to that day (six held in the
// weeks before, a potluck a week ahead, a chapter meeting under way), and the pages read "this term" from the real
// clock: which events a page lists depends on the day the tests run (near a term's start, only the newest). So these
// tests compare the pages with the seeded marks, which are the same whatever the day, and with the CSV; never with
// counts of the day. Other specs write meanwhile: check-in.spec checks members in to the Chapter Meeting and makes
// one an alumnus, events.spec and scribe-editor.spec add events of their own.

/** The plain member's line for each seeded event, newest first: category, status, excuse reason, points. */
const MEMBER_LINES: Record<string, [string, string, string | null, number]> = {
  // Under way while the tests run: the member may still check in, so it is not missed yet.
  [DEMO_MEETING_NAME]: ['Chapter meeting', 'Under way', null, 0],
  'Elections Meeting': ['Chapter meeting', 'Checked in', null, 100],
  'Brotherhood Game Night': ['Brotherhood', 'Absent', null, 0],
  'Budget Meeting': ['Chapter meeting', 'Absent', null, 0],
  'Beach Cleanup': ['Service', 'Absent', null, 0],
  'Resume Review Night': ['Professional', 'Attended', null, 150],
  'Kickoff Meeting': ['Chapter meeting', 'Excused', 'Family visit', 0],
};
/** The seeded events of this term that have begun, newest first (the Chapter Meeting began as the server started). */
const SEEDED = Object.keys(MEMBER_LINES);
/** The seeded event still to come. */
const COMING = 'Chapter Potluck';
/** Chapter meetings are expected of every member; the others count toward a rate only when attended. */
const isExpected = (name: string) => MEMBER_LINES[name]?.[0] === 'Chapter meeting';

/** A term by the name a page gives it, among this one and the `count - 1` before (one more in case a term began since). */
function termNamed(name: string, count = 2): Term {
  const term = recentTerms(new Date(), count).find((t) => t.name === name);
  if (!term) throw new Error(`not this term: ${name}`);
  return term;
}

/** The name of the term in a heading that ends with it, such as "Your rate, Fall 2026". */
async function termIn(heading: Locator): Promise<Term> {
  const text = (await heading.textContent()) ?? '';
  return termNamed(/((?:Winter|Spring|Fall) \d{4})\)?$/.exec(text)?.[1] ?? text);
}

/** Every seeded event a page lists must be one of the newest, and all of them once the term is 47 days old (the
 * oldest was held 45 days before the server started). */
function expectNewestSeeded(listed: string[], term: Term) {
  const seeded = listed.filter((name) => SEEDED.includes(name));
  expect(seeded).toEqual(SEEDED.slice(0, seeded.length));
  if (Date.now() - term.startsAt.getTime() > 47 * DAY_MS) expect(seeded).toEqual(SEEDED);
  expect(listed).not.toContain(COMING);
}

const PHONE = { width: 375, height: 800 };

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectFitsWidth(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const historyItem = (page: Page, event: string) =>
  page
    .getByRole('region', { name: 'Events this term' })
    .getByRole('listitem')
    .filter({ has: page.getByText(event, { exact: true }) });

test('a member opens their attendance from the dashboard: history with statuses and points, rates per category', async ({
  page,
}) => {
  await openDashboardAs(page, 'member@example.org');
  await page.getByRole('link', { name: 'Attendance', exact: true }).click();
  await expect(page).toHaveURL('/attendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance');

  const rates = page.getByRole('region', { name: /^Your rate, / });
  const term = await termIn(rates.getByRole('heading'));
  await expect(rates).toContainText(ATTENDANCE_MESSAGES.rateRule);

  // Every event listed began this term, newest first; the seeded ones are the newest and say what was seeded.
  const items = page.getByRole('region', { name: 'Events this term' }).getByRole('listitem');
  const listed = await items.evaluateAll((lis) =>
    lis.map((li) => ({
      name: li.querySelector('strong')?.textContent ?? '',
      at: li.querySelector('time')?.getAttribute('datetime') ?? '',
      // "Sun, Nov 15, 2026 · Chapter meeting"
      category: li.querySelector('time')?.parentElement?.textContent?.split(' · ')[1] ?? '',
    })),
  );
  const starts = listed.map((e) => Date.parse(e.at));
  expect(starts).toEqual(starts.toSorted((a, b) => b - a));
  expect(starts.every((t) => t >= term.startsAt.getTime() && t <= Date.now())).toBe(true);
  expectNewestSeeded(
    listed.map((e) => e.name),
    term,
  );
  const seeded = listed.map((e) => e.name).filter((name) => name in MEMBER_LINES);
  for (const name of seeded) {
    const [category, status, reason, points] = MEMBER_LINES[name] as [string, string, string | null, number];
    await expect(historyItem(page, name)).toContainText(
      new RegExp(`· ${category}\\s*${status}\\s*${reason ? `${reason}\\s*` : ''}${points} points`),
    );
  }

  // The rates count the events listed: attended out of those expected or attended, excuses left out. A category
  // that also holds an event of another spec (whose expectations this test does not know) is left out here.
  const others = new Set(listed.filter((e) => !(e.name in MEMBER_LINES)).map((e) => e.category));
  const categories = new Set(seeded.map((name) => MEMBER_LINES[name]?.[0] as string));
  for (const category of [...categories].filter((c) => !others.has(c))) {
    const lines = seeded.filter((name) => MEMBER_LINES[name]?.[0] === category);
    const attended = lines.filter((name) => /Attended|Checked in/.test(MEMBER_LINES[name]?.[1] ?? '')).length;
    const missed = lines.filter((name) => MEMBER_LINES[name]?.[1] === 'Absent' && isExpected(name)).length;
    const row = rates.getByRole('row', { name: new RegExp(`^${category}`) });
    if (attended + missed === 0) await expect(row).toHaveCount(0);
    else
      await expect(row).toHaveText(
        new RegExp(
          `${category}\\s*${attended} of ${attended + missed}\\s*${Math.round((attended / (attended + missed)) * 100)}%`,
        ),
      );
  }
  await expectAccessible(page);

  await page.setViewportSize(PHONE);
  await expectFitsWidth(page);
  expect(await brokenWords(page.locator('main'))).toEqual([]);
  await expectAccessible(page);
});

/** The figures of a table's body rows, by the row's header: { name: [cells...] }. */
async function tableFigures(table: Locator): Promise<Map<string, string[]>> {
  const figures = new Map<string, string[]>();
  for (const row of await table.locator('tbody tr').all()) {
    // An event's name is its link (the phone's date line sits beside it in the header cell); a member's the cell.
    const link = row.locator('th a');
    const name = ((await ((await link.count()) > 0 ? link : row.locator('th')).textContent()) ?? '').trim();
    const cells = (await row.locator('td').allTextContents()).map((c) => c.trim());
    figures.set(name, cells.slice(-4));
  }
  return figures;
}

/** The same figures counted from the CSV: attended, excused, absent (the member's: expected events), rate. */
function csvFigures(csv: string) {
  const [header, ...rows] = parseCsv(csv);
  const col = (name: string) => (header as string[]).indexOf(name);
  const underWay = (r: string[]) => r[col('Under way')] === 'yes';
  // An event's figures: an event under way shows no absences and no rate yet.
  const count = (key: (row: string[]) => string, absentCounts: (row: string[]) => boolean, perEvent: boolean) => {
    const figures = new Map<string, { attended: number; excused: number; absent: number; underWay: boolean }>();
    for (const row of rows) {
      const f = figures.get(key(row)) ?? { attended: 0, excused: 0, absent: 0, underWay: perEvent && underWay(row) };
      const status = row[col('Status')];
      if (status === 'Excused') f.excused++;
      else if (status === 'Absent') f.absent += absentCounts(row) ? 1 : 0;
      else f.attended++;
      figures.set(key(row), f);
    }
    const rate = (a: number, outOf: number) => (outOf === 0 ? '—' : `${Math.round((a / outOf) * 100)}%`);
    return new Map(
      [...figures].map(([k, f]) => [
        k,
        f.underWay
          ? [String(f.attended), String(f.excused), UNDER_WAY, UNDER_WAY]
          : [String(f.attended), String(f.excused), String(f.absent), rate(f.attended, f.attended + f.absent)],
      ]),
    );
  };
  return {
    rows,
    col,
    perEvent: count(
      (r) => r[col('Event')] as string,
      () => true,
      true,
    ),
    perMember: count(
      (r) => `${r[col('First name')]} ${r[col('Last name')]}`,
      (r) => r[col('Expected')] === 'yes' && !underWay(r),
      false,
    ),
  };
}

/** The status and reason the demo chapter seeded for a member at a held event, as the CSV words them: the same
 * whatever the day it was seeded. */
const demo = buildDemoChapter();
const SEEDED_MARKS = new Map(
  demo.attendance.map((a) => [
    `${demo.events[a.eventKey]?.name}|${demo.members[a.memberKey]?.email}`,
    [a.status === 'excused' ? 'Excused' : a.how === 'check-in' ? 'Checked in' : 'Attended', a.reason ?? ''],
  ]),
);
const HELD = SEEDED.filter((name) => name !== DEMO_MEETING_NAME);

/** /admin's bars, oldest first: each event's name and what its bar says ("93% (27 of 29)"). */
async function chartBars(page: Page): Promise<[string, string][]> {
  return page
    .getByRole('region', { name: /^Attendance this term / })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        (row.querySelector('th')?.firstChild?.textContent ?? '').trim(),
        (row.querySelector('td')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ]),
    );
}

/**
 * Loads /admin and the officers' page of this term and checks they agree with each other, with the CSV and with the
 * seeded marks. Another spec's write between two loads (a check-in, a member made an alumnus, an event added) can
 * make them differ for a moment, so the comparison is made again until they agree.
 */
async function expectAttendanceAgrees(page: Page, term: Term) {
  await expect(async () => {
    await page.goto('/admin');
    const bars = await chartBars(page);
    await page.goto('/admin/attendance');
    const events = await tableFigures(page.getByRole('region', { name: `By event, ${term.name}` }));
    const members = await tableFigures(page.getByRole('region', { name: `By member, ${term.name}` }));
    const csv = csvFigures(await (await page.request.get('/admin/attendance/export')).text());
    expect(csv.rows).toHaveLength(events.size * members.size);
    expect(csv.perEvent).toEqual(events);
    expect(csv.perMember).toEqual(members);
    // The chart's bars are the same events oldest first: attended out of the members not excused, or so far.
    expect(bars).toEqual(
      [...events]
        .reverse()
        .map(([name, [attended, , absent, rate]]) => [
          name,
          rate === UNDER_WAY
            ? `${UNDER_WAY} (${attended} so far)`
            : `${rate} (${attended} of ${Number(attended) + Number(absent)})`,
        ]),
    );
    expectNewestSeeded([...events.keys()], term);
    // At the held events, every member's status and reason are as seeded.
    const seededRows = csv.rows.filter((r) => HELD.includes(r[csv.col('Event')] as string));
    expect(seededRows.map((r) => [r[csv.col('Status')], r[csv.col('Reason')]])).toEqual(
      seededRows.map((r) => SEEDED_MARKS.get(`${r[csv.col('Event')]}|${r[csv.col('Email')]}`) ?? ['Absent', '']),
    );
  }).toPass({ timeout: 30_000 });
}

test('the Scribe follows /admin’s chart to attendance per event and per member, and the CSV holds the same', async ({
  page,
}) => {
  test.slow();
  await openDashboardAs(page, 'scribe@example.org');
  await page.goto('/admin');
  const chart = page.getByRole('region', { name: /^Attendance this term / });
  const term = await termIn(chart.getByRole('heading', { level: 2 }));
  await chart.getByRole('link', { name: 'Attendance by event and by member' }).click();
  await expect(page).toHaveURL('/admin/attendance');
  await expect(page.getByRole('combobox', { name: 'Term' })).toHaveValue(term.key);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(attendanceCsvName(term.name));
  expect(parseCsv(fs.readFileSync(await download.path(), 'utf8'))[0]).toEqual([...ATTENDANCE_CSV_HEADER]);
  await expectAttendanceAgrees(page, term);
  // The meeting still under way counts no absences and no rate until it ends.
  const meeting = page
    .getByRole('region', { name: `By event, ${term.name}` })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: DEMO_MEETING_NAME }) });
  await expect(meeting.getByRole('cell').filter({ hasText: UNDER_WAY })).toHaveCount(2);

  // Just wider than a phone the tables keep their columns, and still fit.
  await page.setViewportSize({ width: 800, height: 800 });
  await expectFitsWidth(page);
  await page.setViewportSize(PHONE);
  await expectFitsWidth(page);
  await expectAccessible(page);
});

test('the officers pick an earlier term, and see and export only its events', async ({ page }) => {
  await openDashboardAs(page, 'regent@example.org');
  await page.goto('/admin/attendance');
  const choices = await page
    .getByRole('combobox', { name: 'Term' })
    .locator('option')
    .evaluateAll((options) => options.map((o) => ({ key: (o as HTMLOptionElement).value, name: o.textContent ?? '' })));
  expect(choices).toHaveLength(4);
  const [, before] = choices as [{ key: string; name: string }, { key: string; name: string }];
  await page.getByRole('combobox', { name: 'Term' }).selectOption({ label: before.name });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`/admin/attendance?term=${before.key}`);

  // Each earlier term: only events that began in it, the same as its CSV (made again should a member become an
  // alumnus between the two, as check-in.spec makes one).
  for (const choice of choices.slice(1)) {
    const term = termNamed(choice.name, 5);
    expect(term.key).toBe(choice.key);
    const exportUrl = `/admin/attendance/export?term=${term.key}`;
    await expect(async () => {
      await page.goto(`/admin/attendance?term=${term.key}`);
      await expect(page.getByRole('combobox', { name: 'Term' })).toHaveValue(term.key);
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', exportUrl);
      const byEvent = page.getByRole('region', { name: `By event, ${term.name}` });
      const starts = await byEvent
        .locator('tbody time')
        .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
      expect(starts.every((t) => t >= term.startsAt.getTime() && t < term.endsAt.getTime())).toBe(true);
      const events = await tableFigures(byEvent);
      if (events.size === 0) await expect(page.getByText(ATTENDANCE_MESSAGES.noTermEvents)).toBeVisible();
      const csv = csvFigures(await (await page.request.get(exportUrl)).text());
      expect(csv.perEvent).toEqual(events);
      expect(csv.perMember).toEqual(await tableFigures(page.getByRole('region', { name: `By member, ${term.name}` })));
    }).toPass({ timeout: 15_000 });
  }
});

for (const email of ['regent@example.org', 'webmaster@example.org'] as const) {
  test(`${email} sees this term's attendance on /admin, as the officers' page counts it`, async ({ page }) => {
    test.slow();
    await openDashboardAs(page, email);
    await page.goto('/admin');
    const chart = page.getByRole('region', { name: /^Attendance this term / });
    const term = await termIn(chart.getByRole('heading', { level: 2 }));
    await expectAccessible(page);
    await expectAttendanceAgrees(page, term);
  });
}

test('the Brotherhood Chair has no attendance chart on /admin and cannot open the attendance pages', async ({
  page,
}) => {
  await openDashboardAs(page, 'brotherhood@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Officer Tools', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Attendance this term/ })).toHaveCount(0);
  await page.goto('/admin/attendance');
  await expect(page).toHaveURL('/?notice=officers-only');
});
