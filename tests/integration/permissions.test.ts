import { eq } from 'drizzle-orm';
import { contentSummary } from '../../app/features/backups/backup.server';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../app/shared/db/db.server';
import { NOT_YOUR_TOOL } from '../../app/shared/session/guards.server';
import * as broDates from '../../app/features/bro-dates/bro-dates.route';
import * as siteContent from '../../app/features/site-content/site-content.route';
import * as overview from '../../app/features/admin-overview/admin-overview.route';
import * as scribeEditor from '../../app/features/scribe-editor/scribe-editor.route';
import * as spoonAssassins from '../../app/features/spoon-assassins/spoon-assassins.route';
import * as userManagement from '../../app/features/user-management/user-management.route';
import * as userManagementExport from '../../app/features/user-management/user-management-export.route';
import * as dashboard from '../../app/features/dashboard/dashboard.route';
import * as familyTree from '../../app/features/family-tree/family-tree.route';
import * as attendance from '../../app/features/events/attendance/attendance.route';
import * as attendanceAdmin from '../../app/features/events/attendance/admin-attendance.route';
import * as attendanceExport from '../../app/features/events/attendance/attendance-export.route';
import * as eventsPage from '../../app/features/events/event/admin-events.route';
import * as eventPage from '../../app/features/events/event/admin-event-detail.route';
import * as checkInScreen from '../../app/features/events/check-in/check-in-screen.route';
import * as checkInPage from '../../app/features/events/check-in/check-in.route';
import * as electionsAdmin from '../../app/features/elections/admin-elections.route';
import * as electionAdmin from '../../app/features/elections/admin-election-detail.route';
import * as electionsPage from '../../app/features/elections/elections.route';
import * as announcementsAdmin from '../../app/features/announcements/admin-announcements.route';
import { elections, events, members, targets } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { DEMO_MEETING_NAME } from '../../demo/demo-data';
import { callRoute } from '../setup/route-call';
import { chapter } from '../../app/config/chapter';
import { assignPosition, endTerm } from '../../app/features/officer-terms/index.server';
import { chapterDay } from '../../app/shared/time/chapter-day';
import { atInstant } from '../../app/shared/time/clock.server';
import { zonedTimeToInstant } from '../../app/shared/time/time-zone';
import { signedInCookie } from '../setup/session-cookie';
import { DEMO_ACCOUNTS, accessOfAccount, type ToolName } from '../support/who-may-use-what';

type Loader = (args: { request: Request; params: object; context: object }) => Promise<unknown>;

/** The event page, for an event made before the tests; its address is filled in then. */
const EVENT_PAGE = '/admin/events/:eventId';
let matrixEventId = 0;
const MATRIX_EVENT = {
  name: 'Matrix event',
  category: 'other',
  date: '2026-12-01',
  startTime: '18:00',
  endTime: '19:00',
  points: '5',
};

/** An election's page, for an election made before the tests, open for nominations; its address is filled in then. */
const ELECTION_PAGE = '/admin/elections/:electionId';
let matrixElectionId = 0;
const MATRIX_ELECTION = {
  positions: 'Treasurer',
  nominationsOpenAt: '2040-01-01T09:00',
  nominationsCloseAt: '2040-01-08T09:00',
  votingOpenAt: '2040-01-08T09:00',
  votingCloseAt: '2040-01-10T09:00',
  quorumNumerator: '2',
  quorumDenominator: '3',
};

/** The demo chapter's meeting, under way since seeding: its check-in screen. */
const CHECK_IN_SCREEN = '/admin/events/14/check-in';
/** A route of `/admin/events/:eventId/...`, called with the event id its path names. */
const withEventId =
  (route: Loader): Loader =>
  (args) =>
    route({ ...args, params: { eventId: new URL(args.request.url).pathname.split('/')[3] } });
/** Starts check-in, then puts the event back as it was, so the next role allowed starts it afresh. */
const startCheckInAndUndo: Loader = async (args) => {
  const answer = await withEventId(checkInScreen.action as Loader)(args);
  await db().update(events).set({ checkInStartedAt: null, checkInClosedAt: null }).where(eq(events.id, 14));
  return answer;
};

const ADMIN_ROUTES: [string, Loader][] = [
  ['/admin', overview.loader as Loader],
  ['/admin/user-management', userManagement.loader as Loader],
  ['/admin/user-management/export', userManagementExport.loader as Loader],
  ['/admin/bro-dates', broDates.loader as Loader],
  ['/admin/spoon-assassins', spoonAssassins.loader as Loader],
  ['/scribe-editor', scribeEditor.loader as Loader],
  ['/admin/content', siteContent.loader as Loader],
  ['/admin/events', eventsPage.loader as Loader],
  [EVENT_PAGE, eventPage.loader as Loader],
  ['/admin/attendance', attendanceAdmin.loader as Loader],
  ['/admin/attendance/export', attendanceExport.loader as Loader],
  [CHECK_IN_SCREEN, withEventId(checkInScreen.loader as Loader)],
  ['/admin/elections', electionsAdmin.loader as Loader],
  [ELECTION_PAGE, electionAdmin.loader as Loader],
  ['/admin/announcements', announcementsAdmin.loader as Loader],
];

/** Every officer action, each with a request that changes data when the role may use the tool. */
const ADMIN_ACTIONS: [string, Loader, () => RequestInit][] = [
  [
    '/admin/user-management',
    userManagement.action as Loader,
    () => ({
      method: 'POST',
      body: new URLSearchParams({ intent: 'add-alumni', firstName: 'Matrix', lastName: 'Check' }),
    }),
  ],
  [
    '/admin/bro-dates',
    broDates.action as Loader,
    () => ({ method: 'POST', body: new URLSearchParams({ intent: 'reshuffle' }) }),
  ],
  [
    '/admin/spoon-assassins',
    spoonAssassins.action as Loader,
    () => ({
      method: 'POST',
      body: new URLSearchParams({ intent: 'toggle', memberId: String(spoonPlayerId), eliminated: 'true' }),
    }),
  ],
  [
    '/scribe-editor',
    scribeEditor.action as Loader,
    () => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // A name of its own each time: the sheet refuses a second event of the same name.
      body: JSON.stringify({ intent: 'add-event', name: `Matrix check ${crypto.randomUUID()}` }),
    }),
  ],
  [
    '/admin/events',
    eventsPage.action as Loader,
    () => ({
      method: 'POST',
      body: new URLSearchParams({ ...MATRIX_EVENT, intent: 'create', name: `Matrix ${crypto.randomUUID()}` }),
    }),
  ],
  [
    EVENT_PAGE,
    eventPage.action as Loader,
    () => ({ method: 'POST', body: new URLSearchParams({ ...MATRIX_EVENT, intent: 'update' }) }),
  ],
  [
    '/admin/content',
    siteContent.action as Loader,
    () => ({
      method: 'POST',
      body: new URLSearchParams({ section: 'regent', intent: 'save', name: '', message: 'Matrix check' }),
    }),
  ],
  [
    CHECK_IN_SCREEN,
    startCheckInAndUndo,
    () => ({ method: 'POST', body: new URLSearchParams({ intent: 'start', graceMinutes: '15' }) }),
  ],
  [
    '/admin/elections',
    electionsAdmin.action as Loader,
    () => ({
      method: 'POST',
      body: new URLSearchParams({ ...MATRIX_ELECTION, intent: 'create', title: `Matrix ${crypto.randomUUID()}` }),
    }),
  ],
  [
    ELECTION_PAGE,
    electionAdmin.action as Loader,
    () => ({ method: 'POST', body: new URLSearchParams({ ...MATRIX_ELECTION, intent: 'edit', title: 'Matrix edit' }) }),
  ],
  [
    '/admin/announcements',
    announcementsAdmin.action as Loader,
    () => ({ method: 'POST', body: new URLSearchParams({ intent: 'count', audience: 'active' }) }),
  ],
];
let spoonPlayerId = 0;

// The permission table, with /admin open to any role that has a tool.
/** The officer pages each tool opens; any officer also reaches /admin. Who has which tool: tests/support/who-may-use-what.ts. */
const TOOL_ROUTES: Record<ToolName, string[]> = {
  'user-management': ['/admin/user-management', '/admin/user-management/export'],
  'bro-dates': ['/admin/bro-dates'],
  'spoon-assassins': ['/admin/spoon-assassins'],
  'scribe-editor': ['/scribe-editor'],
  'site-content': ['/admin/content'],
  events: ['/admin/events', EVENT_PAGE, '/admin/attendance', '/admin/attendance/export', CHECK_IN_SCREEN],
  elections: ['/admin/elections', ELECTION_PAGE],
  announcements: ['/admin/announcements'],
};

const ALLOWED: Record<string, string[]> = Object.fromEntries(
  DEMO_ACCOUNTS.map(([email]) => {
    const { tools } = accessOfAccount(email);
    return [email, tools.length > 0 ? ['/admin', ...tools.flatMap((tool) => TOOL_ROUTES[tool])] : []];
  }),
);

const cookies = new Map<string, string>();

async function cookieFor(email: string): Promise<string> {
  const [member] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
  return signedInCookie((member as { id: number }).id);
}

/** What a loader or action does for a request: 'ok', the status it refuses with, or where it redirects. */
async function outcome(loader: Loader, path: string, cookie?: string, init: RequestInit = {}): Promise<string> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('Cookie', cookie);
  const params: Record<string, string> =
    path === EVENT_PAGE
      ? { eventId: String(matrixEventId) }
      : path === ELECTION_PAGE
        ? { electionId: String(matrixElectionId) }
        : {};
  const answer = await callRoute(loader, new Request(`http://localhost${address(path)}`, { ...init, headers }), {
    params,
  });
  if (answer.status === 200) return 'ok';
  const location = answer.headers.get('Location');
  return location === null ? String(answer.status) : `${answer.status} ${location}`;
}

/** The address a page is asked for: the event and election pages' with the test event's and election's ids. */
const address = (path: string) =>
  path === EVENT_PAGE
    ? `/admin/events/${matrixEventId}`
    : path === ELECTION_PAGE
      ? `/admin/elections/${matrixElectionId}`
      : path;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  const [event] = await db()
    .insert(events)
    .values({ name: MATRIX_EVENT.name, startsAt: new Date(), endsAt: new Date() })
    .returning({ id: events.id });
  matrixEventId = (event as { id: number }).id;
  const [election] = await db()
    .insert(elections)
    .values({
      title: 'Matrix election',
      nominationsOpenAt: new Date('2040-01-01T17:00:00Z'),
      nominationsCloseAt: new Date('2040-01-08T17:00:00Z'),
      votingOpenAt: new Date('2040-01-08T17:00:00Z'),
      votingCloseAt: new Date('2040-01-10T17:00:00Z'),
    })
    .returning({ id: elections.id });
  matrixElectionId = (election as { id: number }).id;
  const [player] = await db().select({ id: targets.memberId }).from(targets).limit(1);
  spoonPlayerId = (player as { id: number }).id;
  for (const email of Object.keys(ALLOWED)) cookies.set(email, await cookieFor(email));
  const [meeting] = await db().select({ id: events.id }).from(events).where(eq(events.name, DEMO_MEETING_NAME));
  expect(`/admin/events/${String(meeting?.id)}/check-in`).toBe(CHECK_IN_SCREEN);
});

describe('officer pages, for every demo account', () => {
  for (const [email, allowed] of Object.entries(ALLOWED)) {
    it(`${email} reaches exactly ${allowed.join(', ') || 'none of them'}`, async () => {
      for (const [path, loader] of ADMIN_ROUTES) {
        expect(`${path}: ${await outcome(loader, path, cookies.get(email))}`).toBe(
          `${path}: ${allowed.includes(path) ? 'ok' : '302 /?notice=officers-only'}`,
        );
      }
    });
  }

  it('sends a signed-out visitor and a tampered cookie to /, offering to sign in and come back', async () => {
    const webmaster = cookies.get('webmaster@example.org') as string;
    // A character well inside the signature: the last base64 character may carry only padding bits.
    const at = webmaster.length - 10;
    const tampered = webmaster.slice(0, at) + (webmaster[at] === 'A' ? 'B' : 'A') + webmaster.slice(at + 1);
    for (const [path, loader] of ADMIN_ROUTES) {
      const home = `302 /?${new URLSearchParams({ notice: 'sign-in', next: address(path) })}`;
      expect(await outcome(loader, path)).toBe(home);
      expect(await outcome(loader, path, tampered)).toBe(home);
      expect(await outcome(loader, path, '__ue_session=forged-session-id-of-some-length')).toBe(home);
    }
  });
});

describe('officer actions, for every demo account', () => {
  for (const [email, allowed] of Object.entries(ALLOWED)) {
    it(`${email} may change data through exactly ${allowed.filter((p) => p !== '/admin').join(', ') || 'none of them'}`, async () => {
      for (const [path, action, init] of ADMIN_ACTIONS) {
        const before = await contentSummary(db());
        const result = await outcome(action, path, cookies.get(email), init());
        if (allowed.includes(path)) {
          expect(`${path}: ${result}`).toBe(`${path}: ok`);
        } else {
          expect(`${path}: ${result}`).toBe(`${path}: 403`);
          expect(await contentSummary(db())).toEqual(before);
        }
      }
    });
  }

  it('refuses a signed-out visitor and a forged cookie with 403, writing nothing', async () => {
    const before = await contentSummary(db());
    for (const [path, action, init] of ADMIN_ACTIONS) {
      expect(await outcome(action, path, undefined, init())).toBe('403');
      expect(await outcome(action, path, '__ue_session=forged-session-id-of-some-length', init())).toBe('403');
    }
    expect(await contentSummary(db())).toEqual(before);
  });

  it('answers a refused change like any refused form, saying why', async () => {
    for (const [path, action, init] of ADMIN_ACTIONS) {
      const answer = await callRoute(action, new Request(`http://localhost${address(path)}`, init()));
      expect({ path, status: answer.status, data: answer.data }).toEqual({
        path,
        status: 403,
        data: { intent: 'form', ok: false, message: NOT_YOUR_TOOL },
      });
    }
  });
});

describe('member pages', () => {
  it('send a signed-out visitor to /login and back', async () => {
    expect(await outcome(dashboard.loader as Loader, '/dashboard')).toBe('302 /login?redirectTo=%2Fdashboard');
    expect(await outcome(checkInPage.loader as Loader, '/check-in')).toBe('302 /login?redirectTo=%2Fcheck-in');
    const checkIn = { method: 'POST', body: new URLSearchParams({ intent: 'code', code: 'ZZZZZZ' }) };
    expect(await outcome(checkInPage.action as Loader, '/check-in', undefined, checkIn)).toBe(
      '302 /login?redirectTo=%2Fcheck-in',
    );
    expect(await outcome(familyTree.loader as Loader, '/family-tree')).toBe('302 /login?redirectTo=%2Ffamily-tree');
    expect(await outcome(electionsPage.loader as Loader, '/elections')).toBe('302 /login?redirectTo=%2Felections');
    const nominate = { method: 'POST', body: new URLSearchParams({ intent: 'nominate', electionId: '1' }) };
    expect(await outcome(electionsPage.action as Loader, '/elections', undefined, nominate)).toBe(
      '302 /login?redirectTo=%2Felections',
    );
    expect(await outcome(attendance.loader as Loader, '/attendance')).toBe('302 /login?redirectTo=%2Fattendance');
  });

  it('open for any signed-in member', async () => {
    const cookie = cookies.get('member@example.org');
    expect(await outcome(dashboard.loader as Loader, '/dashboard', cookie)).toBe('ok');
    expect(await outcome(familyTree.loader as Loader, '/family-tree', cookie)).toBe('ok');
    expect(await outcome(attendance.loader as Loader, '/attendance', cookie)).toBe('ok');
    expect(await outcome(checkInPage.loader as Loader, '/check-in', cookie)).toBe('ok');
    expect(await outcome(electionsPage.loader as Loader, '/elections', cookie)).toBe('ok');
  });
});

describe('role changes take effect on the next request', () => {
  it('grants the tools of a term from its first day in Los Angeles, takes them after its last, and ends access on conversion to alumni', async () => {
    const cookie = await cookieFor('regent@example.org');
    const [regent] = await db().select({ id: members.id }).from(members).where(eq(members.email, 'regent@example.org'));
    const regentId = (regent as { id: number }).id;
    const tomorrow = dayAfter(chapterDay(new Date()));
    const at = (day: string, time: string, work: () => Promise<string>) =>
      atInstant(zonedTimeToInstant(`${day}T${time}`, chapter.timeZone), work);
    const scribeEditorAt = (day: string, time: string) =>
      at(day, time, () => outcome(scribeEditor.loader as Loader, '/scribe-editor', cookie));
    const addEvent = ADMIN_ACTIONS.find(([path]) => path === '/scribe-editor') as (typeof ADMIN_ACTIONS)[number];

    const assigned = await assignPosition(regentId, { memberId: regentId, position: 'Scribe', startsOn: tomorrow });
    expect(assigned.termId).toEqual(expect.any(Number));
    // Today the Regent is still Regent, until midnight in Los Angeles.
    expect(await outcome(scribeEditor.loader as Loader, '/scribe-editor', cookie)).toBe('302 /?notice=officers-only');
    expect(await scribeEditorAt(chapterDay(new Date()), '23:59')).toBe('302 /?notice=officers-only');
    expect(
      await at(chapterDay(new Date()), '23:59', () => outcome(siteContent.loader as Loader, '/admin/content', cookie)),
    ).toBe('ok');
    // From midnight of the first day, the Scribe's tools, and no longer the Regent's.
    expect(await scribeEditorAt(tomorrow, '00:00')).toBe('ok');
    expect(await at(tomorrow, '00:00', () => outcome(addEvent[1], '/scribe-editor', cookie, addEvent[2]()))).toBe('ok');
    expect(await at(tomorrow, '00:00', () => outcome(siteContent.loader as Loader, '/admin/content', cookie))).toBe(
      '302 /?notice=officers-only',
    );
    // A term ended on its first day holds that day only.
    expect((await endTerm(regentId, assigned.termId, tomorrow)).termId).toBe(assigned.termId);
    expect(await scribeEditorAt(tomorrow, '23:59')).toBe('ok');
    expect(await scribeEditorAt(dayAfter(tomorrow), '00:00')).toBe('302 /?notice=officers-only');
    expect(
      await at(dayAfter(tomorrow), '00:00', () => outcome(addEvent[1], '/scribe-editor', cookie, addEvent[2]())),
    ).toBe('403');
    await db().update(members).set({ status: 'alumni' }).where(eq(members.email, 'regent@example.org'));
    expect(await outcome(dashboard.loader as Loader, '/dashboard', cookie)).toBe('302 /login?redirectTo=%2Fdashboard');
  });
});

/** The calendar day after a YYYY-MM-DD day. */
function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
