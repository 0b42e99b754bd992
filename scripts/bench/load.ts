import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { readTables } from '../../tests/faults/site-tables';
import { signInOverHttp } from '../../tests/support/http-sign-in';
import { PUBLIC_PAGES } from './budgets';
import { judgeRun, LOAD_BUDGETS, type Run, type SubjectKind } from './load-budgets';
import type { Cell, Section } from './report';
import type { BenchTarget } from './target';

const CONNECTIONS = [50, 200];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STATIC_PAGE = 'bench-static-home.html';

interface Subject {
  name: string;
  kind: SubjectKind;
  options: () => Promise<Partial<autocannon.Options>>;
}

async function measure(origin: string, connections: number, options: Partial<autocannon.Options>): Promise<Run> {
  await settle(origin);
  // A slow answer is measured, not dropped: only a request unanswered for 30 s counts as failed.
  const result = await autocannon({ url: origin, connections, duration: SECONDS, timeout: 30, ...options });
  const refused = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${stats.count ?? 0}×${status}`);
  if (result.errors > 0) refused.push(`${result.errors} unanswered`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: refused.join(', ') || '0',
  };
}

/** Waits until the server has worked off the previous run's queue, so runs do not measure each other. */
async function settle(origin: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const started = Date.now();
    await fetch(`${origin}/healthz`).catch(() => undefined);
    if (Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Load on the production build at 50 and 200 concurrent connections: requests per second and p50/p99 latency
 * for every public page, a signed-in dashboard and a scribe save, beside the same home page HTML served as a static
 * file by the same process, and the server's memory, each against its budget (load-budgets.ts).
 */
export async function loadSection(server: BenchTarget): Promise<Section> {
  const { origin } = server;
  const member = await signInOverHttp(origin, 'member@example.org');
  const scribe = await signInOverHttp(origin, 'scribe@example.org');
  const home = await (await fetch(origin)).text();
  const staticFile = path.join('build', 'client', STATIC_PAGE);
  fs.writeFileSync(staticFile, home);
  const saves = await prepareScribeSaves(server, scribe);
  // Each round's saves are prepared now: preparing reads the database through a backup, whose memory is not the
  // load's.
  const saveRounds: Partial<autocannon.Options>[] = [];
  for (const _round of CONNECTIONS) saveRounds.push(await saves());

  const page = (name: string, kind: SubjectKind, headers: Record<string, string> = {}): Subject => ({
    name,
    kind,
    options: async () => ({ requests: [{ path: name, headers }] }),
  });
  const subjects: Subject[] = [
    { ...page(`/${STATIC_PAGE}`, 'static'), name: 'same HTML as a static file' },
    ...PUBLIC_PAGES.map((path) => page(path, 'public')),
    { ...page('/dashboard', 'dashboard', { cookie: member }), name: 'signed-in /dashboard' },
    { name: 'scribe save', kind: 'other', options: async () => saveRounds.shift() ?? saves() },
  ];

  const rows: Section['rows'] = [];
  resetPeakMemory(server.pid);
  try {
    for (const connections of CONNECTIONS) {
      let staticRps = 0;
      for (const subject of subjects) {
        const run = await measure(origin, connections, await subject.options());
        if (subject.kind === 'static') staticRps = run.rps;
        const within = judgeRun(subject.kind, connections, run, staticRps);
        const share = subject.kind === 'public' ? ` (${(run.rps / staticRps).toFixed(2)} of static)` : '';
        rows.push({
          subject: `${subject.name}, ${connections} conn.`,
          cells: [
            { text: `${Math.round(run.rps)}${share}`, ok: within.rps },
            ok(`${run.p50} ms`),
            { text: `${run.p99} ms`, ok: within.p99 },
            { text: run.failed, ok: within.failed },
          ],
        });
      }
    }
  } finally {
    fs.rmSync(staticFile, { force: true });
  }
  const memory = serverMemory(server.pid);
  rows.push({
    subject: 'server memory under load (resident now / peak)',
    cells: [
      { text: `${memory.now} MB / ${memory.peak} MB`, ok: memory.peak <= LOAD_BUDGETS.residentMb },
      ok(''),
      ok(''),
      ok(''),
    ],
  });
  return {
    title: `Load (${SECONDS} s per run, autocannon; budgets: ${budgetsText()})`,
    columns: ['req/s', 'p50', 'p99', 'failed'],
    rows,
  };
}

const ok = (text: string): Cell => ({ text, ok: true });

/** The budgets as the report's title states them, from the figures the runs are judged by. */
function budgetsText(): string {
  const { publicShareOfStatic, publicP99Ms, dashboardRps, dashboardP99Ms, residentMb } = LOAD_BUDGETS;
  return [
    `public pages >= ${publicShareOfStatic.toFixed(2)} of static and p99 <= ${publicP99Ms.max} ms at ${publicP99Ms.connections}`,
    `dashboard >= ${dashboardRps.min} req/s at ${dashboardRps.connections} and p99 <= ${dashboardP99Ms.max} ms at ${dashboardP99Ms.connections}`,
    `peak memory <= ${residentMb} MB`,
  ].join(', ');
}

/**
 * Starts the process's peak resident memory over (Linux's clear_refs), so the peak reported is the load's: the
 * embedded database's first start on the bench's new folder creates the database, which peaks far higher, once in
 * the site's life (docs/decisions/0011-memory.md).
 */
export function resetPeakMemory(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Resident memory of the server process now and at its peak, in MB, from Linux's /proc. */
export function serverMemory(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * Scribe saves that succeed instead of colliding: cells of fresh bench events wait in a pool; a request takes one,
 * saves it with the value it last saved (as the editor does) and puts it back when answered. The pool holds twice
 * as many cells as there are connections, so a request never waits for one.
 */
async function prepareScribeSaves(
  server: BenchTarget,
  cookie: string,
): Promise<() => Promise<Partial<autocannon.Options>>> {
  const headers = { cookie, origin: server.origin, 'content-type': 'application/json' };
  const post = (body: object) =>
    fetch(`${server.origin}/scribe-editor`, { method: 'POST', headers, body: JSON.stringify(body) });
  return async () => {
    let tables = await readTables(server.dataDir);
    const actives = (tables.get('members') ?? []).filter((m) => m.status === 'active').map((m) => Number(m.id));
    const before = new Set((tables.get('events') ?? []).map((e) => Number(e.id)));
    const eventsNeeded = Math.ceil((2 * Math.max(...CONNECTIONS)) / actives.length);
    // Names of their own each round: the sheet refuses a second event of the same name.
    const round = Date.now();
    for (let i = 0; i < eventsNeeded; i++) await post({ intent: 'add-event', name: `Load test ${round}-${i + 1}` });
    tables = await readTables(server.dataDir);
    const events = (tables.get('events') ?? []).map((e) => Number(e.id)).filter((id) => !before.has(id));
    const pool = events.flatMap((eventId) => actives.map((memberId) => ({ memberId, eventId, was: 0 })));
    type Context = { cell?: (typeof pool)[number] };
    return {
      requests: [
        {
          method: 'POST',
          path: '/scribe-editor',
          headers,
          setupRequest: (request, context: Context) => {
            const cell = pool.shift() as (typeof pool)[number];
            context.cell = cell;
            const change = { memberId: cell.memberId, eventId: cell.eventId, points: cell.was + 1, was: cell.was };
            return { ...request, body: JSON.stringify({ intent: 'save', cells: [change] }) };
          },
          onResponse: (status, _body, context: Context) => {
            const cell = context.cell as (typeof pool)[number];
            if (status === 200) cell.was += 1;
            pool.push(cell);
          },
        },
      ],
    };
  };
}
