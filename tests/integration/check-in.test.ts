import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { attendance, auditLog, eventPoints, events, members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db } from '../../app/shared/db/db.server';
import { callRoute } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';
import { cookieFor, memberId, snapshot } from './officer-tools';
import * as screen from '../../app/features/events/check-in/check-in-screen.route';
import * as page from '../../app/features/events/check-in/check-in.route';
import * as dashboard from '../../app/features/dashboard/dashboard.route';
import * as eventPage from '../../app/features/events/event/admin-event-detail.route';
import { EVENT_MESSAGES } from '../../app/features/events/messages';
import { chapter } from '../../app/config/chapter';
import { dateInZone } from '../../app/shared/time/time-zone';
import { atInstant } from '../../app/shared/time/clock.server';
import { DAY_MS } from '../../app/shared/time/calendar-days';
import { dateTimeFormat } from '../../app/shared/time/date-time-format';
import * as login from '../../app/features/sign-in/login.route';
import { checkInCode, windowAt } from '../../app/features/events/check-in/check-in-code.server';
import { CHECK_IN_PASS_COOKIE, givePass } from '../../app/features/events/check-in/check-in-pass.server';
import {
  ATTEMPTS_PER_EVENT,
  ATTEMPTS_PER_MEMBER,
  checkInLimits,
  eventKey,
  SIGNED_OUT_PER_EVENT,
  SIGNED_OUT_WRONG_PER_EVENT,
} from '../../app/features/events/check-in/check-in-limits.server';
import { CHECK_IN_MESSAGES as M } from '../../app/features/events/check-in/check-in-messages';
import { checkInTimeText } from '../../app/features/events/check-in/check-in-time-text';

const MINUTE = 60_000;
type Event = typeof events.$inferSelect;
type Answer = { intent: string; ok: boolean; message: string; errors?: Record<string, string> };

let scribe = '';

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  scribe = await cookieFor('scribe@example.org');
});

interface Member {
  id: number;
  cookie: string;
}

/** New active members, signed in, for one test each: the per-member limit of one never meets another's. */
async function take(n: number): Promise<Member[]> {
  const rows = await db()
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => {
        const tag = crypto.randomUUID().slice(0, 8);
        return {
          status: 'active' as const,
          firstName: 'Check',
          lastName: `In ${i} ${tag}`,
          email: `check-in-${tag}@example.org`,
        };
      }),
    )
    .returning({ id: members.id });
  return Promise.all(rows.map(async ({ id }) => ({ id, cookie: await signedInCookie(id) })));
}

async function newEvent(values: Partial<typeof events.$inferInsert> = {}): Promise<Event> {
  const now = Date.now();
  const [row] = await db()
    .insert(events)
    .values({
      name: `Meeting ${crypto.randomUUID().slice(0, 8)}`,
      startsAt: new Date(now - 60 * MINUTE),
      endsAt: new Date(now + 60 * MINUTE),
      points: 50,
      ...values,
    })
    .returning();
  return row as Event;
}

/** An event whose check-in opened five minutes ago. */
const openEvent = (values: Partial<typeof events.$inferInsert> = {}) =>
  newEvent({ checkInStartedAt: new Date(Date.now() - 5 * MINUTE), ...values });

/** The event's code `back` windows before now (0: the code on the screen). */
const codeOf = (event: Event, back = 0) =>
  checkInCode(event.id, event.checkInStartedAt as Date, windowAt(new Date()) - back);

const screenPath = (event: Event) => `/admin/events/${event.id}/check-in`;
const onScreen = (event: Event, cookie = scribe) =>
  callRoute<Awaited<ReturnType<typeof screen.loader>>>(screen.loader, screenPath(event), {
    cookie,
    params: { eventId: String(event.id) },
  });
const officer = (event: Event, form: Record<string, string>, cookie = scribe) =>
  callRoute<Answer>(screen.action, screenPath(event), { cookie, form, params: { eventId: String(event.id) } });

const typed = (member: Member, code: string, extra: Record<string, string> = {}, headers = {}) =>
  callRoute<Answer>(page.action, '/check-in', {
    cookie: member.cookie,
    form: { intent: 'code', code, ...extra },
    headers,
  });

const attended = async (event: Event) =>
  (await db().select().from(attendance).where(eq(attendance.eventId, event.id))).map((row) => row.memberId).sort();

/** Runs a refused check-in and checks that every table is exactly as before. */
async function writesNothing(act: () => Promise<unknown>) {
  const before = await snapshot();
  await act();
  expect(await snapshot()).toEqual(before);
}

describe('the check-in screen', () => {
  it('starts check-in with the grace minutes, shows the code, the QR and who checked in, and closes, audited', async () => {
    const event = await newEvent();
    expect((await onScreen(event)).data).toMatchObject({ open: null, closedAt: null, checkedIn: [] });
    expect((await officer(event, { intent: 'start', graceMinutes: '30' })).data).toEqual({
      intent: 'start',
      ok: true,
      message: M.started(event.name),
    });
    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    const opened = row as Event;
    expect(opened.checkInGraceMinutes).toBe(30);
    const shown = (await onScreen(event)).data;
    expect(shown.open?.code).toBe(codeOf(opened));
    expect(shown.open?.qr).toMatch(/^<svg[^>]*viewBox/);
    expect(shown.address).toBe('localhost/check-in');

    const [member] = (await take(1)) as [Member];
    expect((await typed(member, codeOf(opened))).data.ok).toBe(true);
    const list = (await onScreen(event)).data.checkedIn;
    expect(list.map((c) => c.name)).toHaveLength(1);

    expect((await officer(event, { intent: 'close' })).data).toEqual({
      intent: 'close',
      ok: true,
      message: M.stopped(event.name, 1),
    });
    expect((await onScreen(event)).data.open).toBeNull();
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, await memberId('scribe@example.org')));
    expect(audits.map((a) => [a.action, a.details])).toEqual(
      expect.arrayContaining([
        ['events.check-in-start', { eventId: event.id, name: event.name, graceMinutes: 30 }],
        ['events.check-in-close', { eventId: event.id, name: event.name, checkedIn: 1 }],
      ]),
    );
  });

  it('starting again after closing opens a new check-in: the old code says closed, the new one checks in', async () => {
    const event = await openEvent();
    const first = codeOf(event);
    await officer(event, { intent: 'close' });
    const [member] = (await take(1)) as [Member];
    expect((await typed(member, first)).data.message).toBe(M.closed(event.name));
    expect((await officer(event, { intent: 'start', graceMinutes: '15' })).data.ok).toBe(true);
    const code = (await onScreen(event)).data.open?.code;
    expect(code).toBeDefined();
    expect(code).not.toBe(first);
    expect((await typed(member, code as string)).data.message).toBe(M.checkedIn(event.name, 50));
  });

  it('refuses to start when the end plus the grace has passed, and grace minutes outside 0..1440, writing nothing', async () => {
    const event = await newEvent({
      startsAt: new Date(Date.now() - 4 * 60 * MINUTE),
      endsAt: new Date(Date.now() - 20 * MINUTE),
    });
    await writesNothing(async () => {
      const late = await officer(event, { intent: 'start', graceMinutes: '15' });
      expect(late.status).toBe(400);
      expect(late.data.message).toMatch(/^Check-in cannot start: the event's end plus the grace minutes passed at /);
      expect(late.data.errors?.graceMinutes).toBe(late.data.message);
      for (const graceMinutes of ['-1', '1441', '2.5', 'soon', '']) {
        const answer = await officer(event, { intent: 'start', graceMinutes });
        expect({ graceMinutes, status: answer.status, error: answer.data.errors?.graceMinutes }).toEqual({
          graceMinutes,
          status: 400,
          error: M.graceRange,
        });
      }
    });
    // With enough grace it opens: the end plus 30 minutes is still ahead.
    expect((await officer(event, { intent: 'start', graceMinutes: '30' })).data.ok).toBe(true);
  });

  it('says so when check-in is already open, or not open to close, and answers 404 for an event that is gone', async () => {
    const event = await openEvent();
    expect((await officer(event, { intent: 'start', graceMinutes: '15' })).data.message).toBe(M.alreadyOpen);
    await officer(event, { intent: 'close' });
    expect((await officer(event, { intent: 'close' })).data.message).toBe(M.notOpen);
    const gone = { ...event, id: 999_999 };
    expect((await onScreen(gone)).status).toBe(404);
    expect((await officer(gone, { intent: 'close' })).status).toBe(404);
  });
});

describe('checking in with a code', () => {
  it('accepts the current and the previous window, refuses two windows ago as expired, writing nothing', async () => {
    const event = await openEvent();
    const [a, b, c] = (await take(3)) as [Member, Member, Member];
    await writesNothing(async () => {
      const old = await typed(c, codeOf(event, 2));
      expect({ status: old.status, message: old.data.message }).toEqual({ status: 400, message: M.expired });
    });
    expect((await typed(a, codeOf(event, 0))).data).toEqual({
      intent: 'check-in',
      ok: true,
      message: M.checkedIn(event.name, 50),
    });
    // Typed in small letters with a space, as a phone may: the same code.
    const previous = codeOf(event, 1);
    expect((await typed(b, `${previous.slice(0, 3).toLowerCase()} ${previous.slice(3)}`)).data.ok).toBe(true);
    expect(await attended(event)).toEqual([a.id, b.id].sort());
    const [cell] = await db()
      .select({ points: eventPoints.points })
      .from(eventPoints)
      .where(and(eq(eventPoints.eventId, event.id), eq(eventPoints.memberId, a.id)));
    expect(cell?.points).toBe(50);
  });

  it('checks a member in once: a second check-in says already and writes nothing', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    expect((await typed(member, codeOf(event))).status).toBe(200);
    await writesNothing(async () => {
      const again = await typed(member, codeOf(event));
      expect({ status: again.status, message: again.data.message }).toEqual({
        status: 409,
        message: M.already(event.name),
      });
    });
  });

  it('refuses a wrong code and a code that cannot be one, writing nothing', async () => {
    await openEvent();
    const [member] = (await take(1)) as [Member];
    await writesNothing(async () => {
      expect((await typed(member, 'ZZZZZZ')).data).toEqual({
        intent: 'check-in',
        ok: false,
        message: M.wrongCode,
        errors: { code: M.wrongCode },
      });
      expect((await typed(member, 'ABC')).data.message).toBe(M.codeFormat);
      expect((await typed(member, '')).data.message).toBe(M.codeFormat);
    });
  });

  it('closes when the officer closes it and when the end plus grace passes', async () => {
    const byOfficer = await openEvent();
    const code = codeOf(byOfficer);
    await officer(byOfficer, { intent: 'close' });
    const byTime = await openEvent({
      endsAt: new Date(Date.now() - 16 * MINUTE),
      startsAt: new Date(Date.now() - 90 * MINUTE),
    });
    const [member] = (await take(1)) as [Member];
    await writesNothing(async () => {
      expect((await typed(member, code)).data.message).toBe(M.closed(byOfficer.name));
      // The last code the screen showed, two minutes ago, before check-in closed a minute ago.
      const late = await typed(member, codeOf(byTime, 4));
      expect({ status: late.status, message: late.data.message }).toEqual({
        status: 409,
        message: M.closed(byTime.name),
      });
    });
  });

  it('refuses an alumnus (whose session no longer counts) and sends a signed-out post to sign in, writing nothing', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    const { cookie } = member;
    await db().update(members).set({ status: 'alumni' }).where(eq(members.id, member.id));
    await writesNothing(async () => {
      const answer = await callRoute(page.action, '/check-in', {
        cookie,
        form: { intent: 'code', code: codeOf(event) },
      });
      expect({ status: answer.status, location: answer.headers.get('Location') }).toEqual({
        status: 302,
        location: '/login?redirectTo=%2Fcheck-in',
      });
    });
  });
});

describe('the QR address', () => {
  it('prefills the form for a signed-in member, who then checks in by a POST', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    const { cookie } = member;
    const code = codeOf(event);
    await writesNothing(async () => {
      const shown = await callRoute(page.loader, `/check-in?event=${event.id}&code=${code}`, { cookie });
      expect(shown.data).toMatchObject({ signedIn: true, pass: null, qr: { eventId: event.id, code } });
      expect((shown.data as { open: { id: number }[] }).open).toContainEqual({ id: event.id, name: event.name });
    });
    const answer = await callRoute<Answer>(page.action, '/check-in', {
      cookie,
      form: { intent: 'code', code, event: String(event.id) },
    });
    expect(answer.data.message).toBe(M.checkedIn(event.name, 50));
  });

  it('gives a signed-out visitor with a valid code a 10-minute pass and sends them to sign in; the pass checks them in once', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    const opened = await callRoute(page.loader, `/check-in?event=${event.id}&code=${codeOf(event)}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/check-in?event=${event.id}`)}`,
    );
    const setCookie = opened.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${CHECK_IN_PASS_COOKIE}=`));
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/;/);
    const pass = setCookie.split(';')[0] as string;
    const cookie = `${member.cookie}; ${pass}`;

    const back = await callRoute(page.loader, `/check-in?event=${event.id}`, { cookie });
    expect(back.data).toMatchObject({
      signedIn: true,
      pass: { eventId: event.id, eventName: event.name },
      qr: null,
    });
    const answer = await callRoute<Answer>(page.action, '/check-in', {
      cookie,
      form: { intent: 'pass', event: String(event.id) },
    });
    expect(answer.data.message).toBe(M.checkedIn(event.name, 50));
    expect(answer.headers.get('Set-Cookie')).toMatch(new RegExp(`^${CHECK_IN_PASS_COOKIE}=;.*Max-Age=0`));
    expect(await attended(event)).toEqual([member.id]);
  });

  it('gives nothing for an expired, wrong or closed code, saying why', async () => {
    const event = await openEvent();
    const closed = await openEvent({ checkInClosedAt: new Date(Date.now() - MINUTE) });
    const cases: [string, string][] = [
      [`/check-in?event=${event.id}&code=${codeOf(event, 2)}`, M.expired],
      [`/check-in?event=${event.id}&code=ZZZZZZ`, M.wrongCode],
      [`/check-in?event=${event.id}&code=nonsense`, M.wrongCode],
      // The last code its screen showed, before it closed a minute ago.
      [`/check-in?event=${closed.id}&code=${codeOf(closed, 3)}`, M.closed(closed.name)],
    ];
    await writesNothing(async () => {
      for (const [path, message] of cases) {
        const answer = await callRoute(page.loader, path);
        expect({ path, status: answer.status, data: answer.data, cookie: answer.headers.get('Set-Cookie') }).toEqual({
          path,
          status: 200,
          data: { signedIn: false, refusal: message, login: '/login?redirectTo=%2Fcheck-in' },
          cookie: null,
        });
      }
    });
  });

  it('refuses an expired pass, a pass for another event and a tampered pass, writing nothing', async () => {
    const event = await openEvent();
    const other = await openEvent();
    const [member] = (await take(1)) as [Member];
    const session = member.cookie;
    const passFor = async (eventId: number, at: Date) =>
      (await givePass(eventId, codeOf(event), true, at)).split(';')[0] as string;
    const fresh = await passFor(event.id, new Date());
    const at = fresh.length - 6;
    const tampered = fresh.slice(0, at) + (fresh[at] === 'A' ? 'B' : 'A') + fresh.slice(at + 1);
    const cases: [string, string][] = [
      ['expired', await passFor(event.id, new Date(Date.now() - 11 * MINUTE))],
      ['another event', await passFor(other.id, new Date())],
      ['tampered', tampered],
    ];
    await writesNothing(async () => {
      for (const [why, pass] of cases) {
        const answer = await callRoute<Answer>(page.action, '/check-in', {
          cookie: `${session}; ${pass}`,
          form: { intent: 'pass', event: String(event.id) },
        });
        expect({ why, status: answer.status, message: answer.data.message }).toEqual({
          why,
          status: 400,
          message: M.noPass,
        });
      }
    });
  });
});

describe('limits', () => {
  it('refuses a member after 10 wrong or expired codes in 10 minutes, even the right code, writing nothing', async () => {
    const event = await openEvent();
    const [member, other] = (await take(2)) as [Member, Member];
    for (let i = 0; i < 10; i++) {
      // The tenth starts the wait at once.
      expect((await typed(member, i % 2 === 0 ? 'ZZZZZZ' : codeOf(event, 3))).status).toBe(i < 9 ? 400 : 429);
    }
    await writesNothing(async () => {
      const answer = await typed(member, codeOf(event));
      expect({ status: answer.status, message: answer.data.message, wait: answer.headers.get('Retry-After') }).toEqual({
        status: 429,
        message: M.tooManyWrong(600),
        wait: expect.stringMatching(/^(59\d|600)$/),
      });
    });
    expect(M.tooManyWrong(600)).toBe('Too many wrong codes: try again in 10 minutes.');
    // Another member is not held back.
    expect((await typed(other, codeOf(event))).status).toBe(200);
  });

  it('refuses an event past its ceiling of attempts a minute, writing nothing', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    for (let i = 0; i < ATTEMPTS_PER_EVENT.max; i++) checkInLimits.perEvent.hit(eventKey(event.id));
    await writesNothing(async () => {
      const answer = await typed(member, codeOf(event));
      expect(answer.status).toBe(429);
      expect(answer.data.message).toMatch(
        /^Many members are checking in right now\. Please try again in \d+ seconds?\.$/,
      );
    });
  });

  it('holds back a member past 20 tries a minute, whatever the code, so one member cannot use up the event', async () => {
    const event = await openEvent();
    const [member, other] = (await take(2)) as [Member, Member];
    expect((await typed(member, codeOf(event))).status).toBe(200);
    for (let i = 1; i < ATTEMPTS_PER_MEMBER.max; i++) expect((await typed(member, codeOf(event))).status).toBe(409);
    await writesNothing(async () => {
      const answer = await typed(member, codeOf(event));
      expect(answer.status).toBe(429);
      expect(answer.data.message).toMatch(/^Too many check-ins in a minute\. Please try again in \d+ seconds?\.$/);
    });
    expect((await typed(other, codeOf(event))).status).toBe(200);
  });

  it('keeps signed-out visitors at the QR address to a ceiling of their own, never holding back members', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    for (let i = 0; i < SIGNED_OUT_PER_EVENT.max; i++) checkInLimits.signedOutPerEvent.hit(eventKey(event.id));
    const visitor = await callRoute(page.loader, `/check-in?event=${event.id}&code=${codeOf(event)}`);
    expect(visitor.status).toBe(200);
    expect((visitor.data as { refusal: string }).refusal).toMatch(/^Many members are checking in right now\./);
    expect(visitor.headers.get('Set-Cookie')).toBeNull();
    expect((await typed(member, codeOf(event))).status).toBe(200);
  });

  it('checks in forty members from one address within a minute', async () => {
    const event = await openEvent();
    const forty = await take(40);
    const campus = { 'X-Forwarded-For': '203.0.113.7' };
    const answers = await Promise.all(forty.map((member) => typed(member, codeOf(event), {}, campus)));
    expect(answers.map((a) => a.status)).toEqual(forty.map(() => 200));
    expect(await attended(event)).toEqual(forty.map((m) => m.id).sort());
  });
});

describe('the dashboard prompt', () => {
  it('shows while check-in is open and the member has not checked in, and hides once checked in or closed', async () => {
    const event = await openEvent();
    const [member, other] = (await take(2)) as [Member, Member];
    const prompts = async (who: Member) =>
      (
        await callRoute<{ checkIns: { id: number; name: string }[] }>(dashboard.loader, '/dashboard', {
          cookie: who.cookie,
        })
      ).data.checkIns.filter((c) => c.id === event.id);
    expect(await prompts(member)).toEqual([{ id: event.id, name: event.name }]);
    await typed(member, codeOf(event));
    expect(await prompts(member)).toEqual([]);
    expect(await prompts(other)).toHaveLength(1);
    await officer(event, { intent: 'close' });
    expect(await prompts(other)).toEqual([]);
  });
});

/** Opens the QR address signed out; the pass cookie it gave (name=value), or null. */
async function openSignedOut(event: Event, code: string) {
  const answer = await callRoute<{ refusal?: string }>(page.loader, `/check-in?event=${event.id}&code=${code}`, {
    headers: { 'X-Forwarded-For': '203.0.113.7' },
  });
  const setCookie = answer.headers.get('Set-Cookie');
  return { answer, pass: setCookie ? (setCookie.split(';')[0] as string) : null };
}

/** Finishes a check-in from a pass, signed in as the member. */
const usePass = (member: Member, event: Event, pass: string) =>
  callRoute<Answer>(page.action, '/check-in', {
    cookie: `${member.cookie}; ${pass}`,
    form: { intent: 'pass', event: String(event.id) },
  });

describe('a pass from the QR address', () => {
  it('checks in one member only: a second member bringing the same pass is refused and nothing is written', async () => {
    const event = await openEvent();
    const [first, second] = (await take(2)) as [Member, Member];
    const { pass } = await openSignedOut(event, codeOf(event));
    expect(pass).not.toBeNull();
    expect((await usePass(first, event, pass as string)).data.message).toBe(M.checkedIn(event.name, 50));
    await writesNothing(async () => {
      const again = await usePass(second, event, pass as string);
      expect({ status: again.status, message: again.data.message }).toEqual({ status: 409, message: M.passUsed });
    });
    expect(await attended(event)).toEqual([first.id]);
  });

  it('is refused when its code was wrong when the QR address was opened, counting as a wrong code', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    // A pass given without the code being checked (see the flood below) carries the code; it is checked now.
    for (let i = 0; i < SIGNED_OUT_WRONG_PER_EVENT.max; i++) checkInLimits.signedOutWrong.hit(eventKey(event.id));
    const { pass } = await openSignedOut(event, 'ZZZZZZ');
    expect(pass).not.toBeNull();
    await writesNothing(async () => {
      const answer = await usePass(member, event, pass as string);
      expect({ status: answer.status, message: answer.data.message }).toEqual({ status: 400, message: M.wrongCode });
    });
  });
});

describe('a used pass', () => {
  it('stays used after a restart or on a second process: a copied cookie checks in nobody else', async () => {
    const event = await openEvent();
    const [first, second] = (await take(2)) as [Member, Member];
    // Processes share the database and SESSION_SECRET, and nothing else: each is a fresh copy of every module.
    vi.stubEnv('SESSION_SECRET', 'a'.repeat(64));
    const aProcess = async () => {
      vi.resetModules();
      const [pageOf, sessions, codes] = await Promise.all([
        import('../../app/features/events/check-in/check-in.route'),
        import('../setup/session-cookie'),
        import('../../app/features/events/check-in/check-in-code.server'),
      ]);
      const code = codes.checkInCode(event.id, event.checkInStartedAt as Date, codes.windowAt(new Date()));
      return {
        signIn: (member: Member) => sessions.signedInCookie(member.id),
        usePass: (cookie: string, pass: string) =>
          callRoute<Answer>(pageOf.action, '/check-in', {
            cookie: `${cookie}; ${pass}`,
            form: { intent: 'pass', event: String(event.id) },
          }),
        open: async () =>
          (await callRoute(pageOf.loader, `/check-in?event=${event.id}&code=${code}`)).headers
            .get('Set-Cookie')
            ?.split(';')[0] as string,
      };
    };
    try {
      const one = await aProcess();
      const pass = await one.open();
      expect((await one.usePass(await one.signIn(first), pass)).data.message).toBe(M.checkedIn(event.name, 50));
      const other = await aProcess();
      const cookie = await other.signIn(second);
      await writesNothing(async () => {
        const again = await other.usePass(cookie, pass);
        expect({ status: again.status, message: again.data.message }).toEqual({ status: 409, message: M.passUsed });
      });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await attended(event)).toEqual([first.id]);
  });

  it('is cleared when its wrong code starts the wait, so the member is never told later it was used', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    for (let i = 0; i < 9; i++) await typed(member, 'ZZZZZZ');
    for (let i = 0; i < SIGNED_OUT_WRONG_PER_EVENT.max; i++) checkInLimits.signedOutWrong.hit(eventKey(event.id));
    const { pass } = await openSignedOut(event, 'ZZZZZZ');
    const answer = await usePass(member, event, pass as string);
    expect({ status: answer.status, message: answer.data.message }).toEqual({
      status: 429,
      message: M.tooManyWrong(600),
    });
    expect(answer.headers.get('Set-Cookie')).toMatch(new RegExp(`^${CHECK_IN_PASS_COOKIE}=;.*Max-Age=0`));
  });

  it('names its event on the signed-in page only when its code was checked', async () => {
    const event = await newEvent();
    const [member] = (await take(1)) as [Member];
    for (let i = 0; i < SIGNED_OUT_WRONG_PER_EVENT.max; i++) checkInLimits.signedOutWrong.hit(eventKey(event.id));
    const { pass } = await openSignedOut(event, 'ZZZZZZ');
    const back = await callRoute(page.loader, `/check-in?event=${event.id}`, {
      cookie: `${member.cookie}; ${pass as string}`,
    });
    expect(back.data).toMatchObject({ signedIn: true, pass: { eventId: event.id, eventName: null } });
    expect(JSON.stringify(back.data)).not.toContain(event.name);
  });
});

describe('a flood of wrong codes at the QR address', () => {
  it('holds back nobody: signed out with the right code, forty members then check in within the minute', async () => {
    const event = await openEvent();
    // More wrong codes than the event's ceiling of signed-out check-ins, from the campus address: refused while
    // they are checked, then sent to sign in, where each is checked against the member who brings it.
    for (let i = 0; i <= SIGNED_OUT_PER_EVENT.max; i++) {
      const { answer, pass } = await openSignedOut(event, 'ZZZZZZ');
      const checked = i < SIGNED_OUT_WRONG_PER_EVENT.max;
      expect({ i, status: answer.status, refusal: answer.data.refusal, pass: pass !== null }).toEqual(
        checked
          ? { i, status: 200, refusal: M.wrongCode, pass: false }
          : { i, status: 302, refusal: undefined, pass: true },
      );
    }
    const forty = await take(40);
    const passes = await Promise.all(forty.map(() => openSignedOut(event, codeOf(event))));
    expect(passes.map(({ answer, pass }) => [answer.status, pass === null])).toEqual(forty.map(() => [302, false]));
    const answers = await Promise.all(forty.map((member, i) => usePass(member, event, passes[i]?.pass as string)));
    expect(answers.map((a) => a.data.message)).toEqual(forty.map(() => M.checkedIn(event.name, 50)));
    const [typing] = (await take(1)) as [Member];
    expect((await typed(typing, codeOf(event))).status).toBe(200);
    expect(await attended(event)).toEqual([...forty, typing].map((m) => m.id).sort());
  });
});

describe('what a wrong code tells', () => {
  it('names no event to a signed-out visitor whose code it never had, even once its check-in closed', async () => {
    const closed = await openEvent({ checkInClosedAt: new Date(Date.now() - MINUTE) });
    const never = await newEvent();
    for (const event of [closed, never]) {
      const { answer, pass } = await openSignedOut(event, 'ABCDEF');
      expect({ pass, refusal: answer.data.refusal }).toEqual({ pass: null, refusal: M.wrongCode });
    }
    // The last code its screen showed still says it closed.
    expect((await openSignedOut(closed, codeOf(closed, 3))).answer.data.refusal).toBe(M.closed(closed.name));
  });

  it('looks back only a few windows: a code from ten minutes ago is wrong, one from a minute ago expired', async () => {
    const event = await openEvent({ checkInStartedAt: new Date(Date.now() - 7 * DAY_MS) });
    const [member] = (await take(1)) as [Member];
    const fromQr = { event: String(event.id) };
    expect((await typed(member, codeOf(event, 20), fromQr)).data.message).toBe(M.wrongCode);
    expect((await typed(member, codeOf(event, 2), fromQr)).data.message).toBe(M.expired);
    // Typed without the QR address, a check-in open for a week is found too.
    expect((await typed(member, codeOf(event))).data.message).toBe(M.checkedIn(event.name, 50));
  });

  it('warns of the wait before it: 3, 2 and 1 tries left, then the tenth wrong code starts the wait', async () => {
    const event = await openEvent();
    const [member] = (await take(1)) as [Member];
    const messages: string[] = [];
    for (let i = 0; i < 10; i++)
      messages.push((await typed(member, i === 4 ? codeOf(event, 3) : 'ZZZZZZ')).data.message);
    expect(messages).toEqual([
      ...Array.from({ length: 4 }, () => M.wrongCode),
      M.expired,
      M.wrongCode,
      `${M.wrongCode} ${M.triesLeft(3, 600)}`,
      `${M.wrongCode} ${M.triesLeft(2, 600)}`,
      `${M.wrongCode} ${M.triesLeft(1, 600)}`,
      M.tooManyWrong(600),
    ]);
    expect(M.triesLeft(2, 600)).toBe('2 tries left before a 10-minute wait.');
  });
});

describe('starting check-in early', () => {
  it('is refused more than an hour before the event, saying from when, and allowed within the hour', async () => {
    const month = await newEvent({
      startsAt: new Date(Date.now() + 30 * DAY_MS),
      endsAt: new Date(Date.now() + 30 * DAY_MS + 120 * MINUTE),
    });
    await writesNothing(async () => {
      const answer = await officer(month, { intent: 'start', graceMinutes: '15' });
      expect(answer.status).toBe(400);
      expect(answer.data.message).toMatch(
        /^Check-in cannot start yet: it can be started from an hour before the event begins, at .+\d:\d\d [AP]M\.$/,
      );
      expect(answer.data.errors?.graceMinutes).toBe(answer.data.message);
    });
    const soon = await newEvent({
      startsAt: new Date(Date.now() + 50 * MINUTE),
      endsAt: new Date(Date.now() + 110 * MINUTE),
    });
    expect((await officer(soon, { intent: 'start', graceMinutes: '15' })).data.ok).toBe(true);
  });
});

describe('moving an event whose check-in is open', () => {
  /** The event form as the edit page posts it, for the event moved to `startsAt` (two hours long). */
  const moveTo = (event: Event, startsAt: Date, extra: Record<string, string> = {}) =>
    callRoute<Answer>(eventPage.action, `/admin/events/${event.id}`, {
      cookie: scribe,
      params: { eventId: String(event.id) },
      form: {
        intent: 'update',
        name: event.name,
        category: event.category,
        date: dateInZone(startsAt, chapter.timeZone),
        startTime: dateTimeFormat('en-GB', {
          timeZone: chapter.timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(startsAt),
        endTime: '23:59',
        location: 'Benson',
        points: String(event.points),
        ...extra,
      },
    });

  it('closes it, saying so, when the event now begins more than an hour from now; within the hour it stays open', async () => {
    const later = await openEvent();
    const [member] = (await take(1)) as [Member];
    const weeks = new Date(Date.now() + 21 * DAY_MS);
    weeks.setUTCMinutes(0, 0, 0);
    const moved = await moveTo(later, weeks);
    expect({ status: moved.status, message: moved.data.message }).toEqual({
      status: 200,
      message: EVENT_MESSAGES.updatedCheckInClosed(later.name),
    });
    expect((await typed(member, codeOf(later))).data.message).toBe(M.closed(later.name));
    const [audit] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'events.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toMatchObject({ eventId: later.id, checkInClosed: true });

    const soon = await openEvent();
    const moved2 = await moveTo(soon, new Date(Date.now() + 30 * MINUTE));
    expect(moved2.data.message).toBe(EVENT_MESSAGES.updated(soon.name));
    expect((await typed(member, codeOf(soon))).data.message).toBe(M.checkedIn(soon.name, 50));
  });
});

describe('the sign-in page after the QR address', () => {
  const loginWith = (cookie?: string) =>
    callRoute<{ checkIn: string | null }>(login.loader, '/login?redirectTo=%2Fcheck-in', cookie ? { cookie } : {});

  it('names the event only for a pass whose code was valid, and says nothing without one', async () => {
    const event = await openEvent();
    const { pass } = await openSignedOut(event, codeOf(event));
    expect((await loginWith(pass as string)).data.checkIn).toBe(M.signInToFinish(event.name));
    expect((await loginWith()).data.checkIn).toBeNull();
    for (let i = 0; i < SIGNED_OUT_WRONG_PER_EVENT.max; i++) checkInLimits.signedOutWrong.hit(eventKey(event.id));
    const unchecked = await openSignedOut(event, 'ZZZZZZ');
    expect((await loginWith(unchecked.pass as string)).data.checkIn).toBe(M.signInToCheck);
  });
});

describe("the server's clock", () => {
  it('moves an event’s check-in with it: not yet, open, then closed by the end plus the grace', async () => {
    // Two days ahead: only the test clock can make this check-in open, and the Scribe still holds the office then.
    const base = Math.floor(Date.now() / MINUTE) * MINUTE + 2 * DAY_MS;
    const instant = (minutes: number) => new Date(base + minutes * MINUTE);
    const event = await newEvent({ startsAt: instant(0), endsAt: instant(60), checkInGraceMinutes: 15 });
    const [member] = (await take(1)) as [Member];
    const at = <T>(minutes: number, work: () => Promise<T>) => atInstant(instant(minutes), work);
    const start = () => officer(event, { intent: 'start', graceMinutes: '15' });
    const listed = async () =>
      (await callRoute<{ open: { id: number }[] }>(page.loader, '/check-in', { cookie: member.cookie })).data.open.some(
        (open) => open.id === event.id,
      );

    expect((await at(-90, start)).data.message).toBe(M.tooEarly(checkInTimeText(instant(-60), instant(-90))));
    expect((await at(-5, start)).data.message).toBe(M.started(event.name));
    expect((await at(30, () => onScreen(event))).data.open).not.toBeNull();
    expect(await at(30, listed)).toBe(true);

    expect((await at(76, () => onScreen(event))).data).toMatchObject({
      open: null,
      closedAt: instant(75).toISOString(),
    });
    expect(await at(76, listed)).toBe(false);
  });
});
