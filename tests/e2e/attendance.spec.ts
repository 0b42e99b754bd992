import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from '../../app/shared/text/csv';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { brokenWords } from './layout';
import { signInAndExpectDashboard } from './sign-in';

// The demo chapter's Fall 2026 (this term on the machines these run on): six events held, the potluck to come.

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
  await signInAndExpectDashboard(page, 'member@example.org');
  await page.getByRole('link', { name: 'Attendance', exact: true }).click();
  await expect(page).toHaveURL('/attendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance');

  const rates = page.getByRole('region', { name: 'Your rate, Fall 2026' });
  await expect(rates.getByRole('row', { name: /Professional/ })).toHaveText(/Professional\s*1 of 1\s*100%/);
  await expect(rates.getByRole('row', { name: /Chapter meeting/ })).toHaveText(/Chapter meeting\s*1 of 2\s*50%/);
  await expect(rates).toContainText(
    'Your rate in each category is the events you attended out of those expected of every member plus any other you attended; events you were excused from are left out.',
  );

  await expect(historyItem(page, 'November Chapter Meeting')).toContainText(
    /Sun, Nov 15, 2026 · Chapter meeting\s*Checked in\s*100 points/,
  );
  await expect(historyItem(page, 'Resume Review Night')).toContainText(/Professional\s*Attended\s*150 points/);
  await expect(historyItem(page, 'Beach Cleanup')).toContainText(/Service\s*Absent\s*0 points/);
  await expect(historyItem(page, 'Fall Kickoff Meeting')).toContainText(/Excused\s*Family visit\s*0 points/);
  // Not held yet: not listed.
  await expect(historyItem(page, 'Thanksgiving Potluck')).toHaveCount(0);
  // Newest first.
  const names = await page.getByRole('region', { name: 'Events this term' }).locator('li strong').allTextContents();
  expect(names.indexOf('November Chapter Meeting')).toBeLessThan(names.indexOf('Fall Kickoff Meeting'));
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
  const count = (key: (row: string[]) => string, absentCounts: (row: string[]) => boolean) => {
    const figures = new Map<string, { attended: number; excused: number; absent: number }>();
    for (const row of rows) {
      const f = figures.get(key(row)) ?? { attended: 0, excused: 0, absent: 0 };
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
        [String(f.attended), String(f.excused), String(f.absent), rate(f.attended, f.attended + f.absent)],
      ]),
    );
  };
  return {
    rows,
    perEvent: count(
      (r) => r[col('Event')] as string,
      () => true,
    ),
    perMember: count(
      (r) => `${r[col('First name')]} ${r[col('Last name')]}`,
      (r) => r[col('Expected')] === 'yes',
    ),
  };
}

test('the Scribe follows /admin’s chart to attendance per event and per member, and the CSV holds the same', async ({
  page,
}) => {
  await signInAndExpectDashboard(page, 'scribe@example.org');
  await page.goto('/admin');
  const chart = page.getByRole('region', { name: 'Attendance this term (Fall 2026)' });
  await expect(chart.getByRole('row', { name: /Fall Kickoff Meeting/ })).toContainText('93% (27 of 29)');
  await chart.getByRole('link', { name: 'Attendance by event and by member' }).click();
  await expect(page).toHaveURL('/admin/attendance');

  const byEvent = page.getByRole('region', { name: 'By event, Fall 2026' }).getByRole('table');
  const byMember = page.getByRole('region', { name: 'By member, Fall 2026' }).getByRole('table');
  await expect(byEvent.getByRole('row', { name: /Fall Kickoff Meeting/ })).toContainText(
    /Sun, Sep 27, 2026\s*Chapter meeting \(expected\)\s*27\s*5\s*2\s*93%/,
  );
  await expect(byMember.getByRole('row')).toHaveCount(35); // the header and 34 actives
  await expectAccessible(page);

  const events = await tableFigures(byEvent);
  const members = await tableFigures(byMember);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('attendance-fall-2026.csv');
  const csv = csvFigures(fs.readFileSync(await download.path(), 'utf8'));
  expect(csv.rows).toHaveLength(events.size * members.size);
  expect(csv.perEvent).toEqual(events);
  expect(csv.perMember).toEqual(members);

  // Just wider than a phone the tables keep their columns, and still fit.
  await page.setViewportSize({ width: 800, height: 800 });
  await expectFitsWidth(page);
  await page.setViewportSize(PHONE);
  await expectFitsWidth(page);
  await expectAccessible(page);
});

test('the officers pick an earlier term', async ({ page }) => {
  await signInAndExpectDashboard(page, 'regent@example.org');
  await page.goto('/admin/attendance');
  await page.getByLabel('Term').selectOption({ label: 'Winter 2026' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/admin/attendance?term=2026-winter');
  const byEvent = page.getByRole('region', { name: 'By event, Winter 2026' });
  await expect(byEvent.getByRole('row')).toHaveCount(4);
  await expect(byEvent.getByRole('row', { name: /Brotherhood Retreat/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/admin/attendance/export?term=2026-winter',
  );
});

for (const email of ['regent@example.org', 'webmaster@example.org']) {
  test(`${email} sees this term's attendance on /admin`, async ({ page }) => {
    await signInAndExpectDashboard(page, email);
    await page.goto('/admin');
    const chart = page.getByRole('region', { name: 'Attendance this term (Fall 2026)' });
    await expect(chart.getByRole('table')).toBeVisible();
    await expect(chart.getByRole('row', { name: /November Chapter Meeting/ })).toContainText('%');
    await expectAccessible(page);
  });
}

test('the Brotherhood Chair has no attendance chart on /admin and cannot open the attendance pages', async ({
  page,
}) => {
  await signInAndExpectDashboard(page, 'brotherhood@example.org');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Officer Tools', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Attendance this term/ })).toHaveCount(0);
  await page.goto('/admin/attendance');
  await expect(page).toHaveURL('/?notice=officers-only');
});
