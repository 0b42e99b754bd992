import { DEMO_MEETING_NAME } from '../../demo/demo-data';
import { readTables } from '../../tests/faults/site-tables';
import { growChapterTo } from '../../tests/support/grow-chapter';
import { formPost, signInOverHttp } from '../../tests/support/http-sign-in';
import type { Section } from './report';
import type { BenchTarget } from './target';

const MEMBERS = 80;
const SPREAD_MS = 5000;
const P99_BUDGET_MS = 1000;

/** Runs `work` on each item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

/**
 * A chapter meeting's check-in through HTTP, as phones do it: the Scribe starts check-in and the code is read from
 * the screen's page; 80 signed-in members then post that code to /check-in, spread evenly over 5 seconds. Every one
 * must be recorded (read back from the database), with p99 under 1 s.
 */
export async function checkInBurstSection(server: BenchTarget): Promise<Section> {
  const { origin } = server;
  const webmaster = await signInOverHttp(origin, 'webmaster@example.org');
  const scribe = await signInOverHttp(origin, 'scribe@example.org');
  const emails = (await growChapterTo({ url: origin }, webmaster, MEMBERS)).slice(0, MEMBERS);
  const cookies = await inBatches(emails, 8, (email) => signInOverHttp(origin, email));

  // The demo chapter's meeting, under way since the bench's server seeded it, found by its name.
  const meetingId = Number(
    ((await readTables(server.dataDir)).get('events') ?? []).find((row) => row.name === DEMO_MEETING_NAME)?.id,
  );
  if (!meetingId) throw new Error(`The demo chapter has no event named ${DEMO_MEETING_NAME}.`);
  const screen = `${origin}/admin/events/${meetingId}/check-in`;
  const asScribe = { Cookie: scribe, Origin: origin };
  const started = await fetch(screen, {
    ...formPost({ intent: 'start', graceMinutes: '15' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...asScribe },
  });
  await started.arrayBuffer();
  // The code as the screen shows it; the previous window's code is still taken if the window turns meanwhile.
  const page = await (await fetch(screen, { headers: asScribe })).text();
  const code = /data-testid="check-in-code">([A-Z2-9]{6})</.exec(page)?.[1];
  if (!code) throw new Error(`The check-in screen showed no code (start answered ${started.status}).`);

  const latencies: number[] = [];
  const statuses = await Promise.all(
    cookies.map(async (cookie, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * SPREAD_MS) / MEMBERS));
      const sent = performance.now();
      const response = await fetch(`${origin}/check-in`, {
        ...formPost({ intent: 'code', code }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: origin },
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      return response.status;
    }),
  );

  const tables = await readTables(server.dataDir);
  const recorded = (tables.get('attendance') ?? []).filter(
    (row) => Number(row.event_id) === meetingId && row.how === 'check-in' && row.status === 'attended',
  ).length;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  const refused = statuses.filter((status) => status !== 200).length;
  return {
    title: `Check-in burst (${MEMBERS} members within ${SPREAD_MS / 1000} s, HTTP form posts)`,
    columns: ['recorded', 'p50', 'p99', 'refused'],
    rows: [
      {
        subject: 'POST /check-in',
        cells: [
          { text: `${recorded} / ${MEMBERS}`, ok: recorded === MEMBERS },
          { text: `${at(0.5)} ms`, ok: true },
          { text: `${at(0.99)} ms (budget < ${P99_BUDGET_MS} ms)`, ok: at(0.99) < P99_BUDGET_MS },
          { text: String(refused), ok: refused === 0 },
        ],
      },
    ],
  };
}
