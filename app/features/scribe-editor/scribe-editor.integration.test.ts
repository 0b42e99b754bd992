import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCRIBE_MESSAGES } from './messages';
import { db } from '../../shared/db/db.server';
import { action, loader } from './scribe-editor.route';
import { attendance, auditLog, eventPoints, events, members } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import type { ActionResult } from '../../shared/forms/action-result';
import { UNNAMED_INTENT } from '../../shared/forms/action.server';
import { JSON_REQUIRED, JSON_TOO_LARGE, JSON_UNREADABLE } from '../../shared/forms/json-body.server';
import {
  cookieFor,
  expectResult,
  expectLoadFailure,
  whileTableMissing,
  whileWritesFail,
  snapshot,
} from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';

const PATH = '/scribe-editor';
type Sheet = {
  sheet: {
    members: { id: number; lastName: string }[];
    events: { id: number; name: string; date: string; stage: string }[];
    points: [number, number, number][];
    attendance: [number, number, string][];
  };
};

const cookies: Record<string, string> = {};
let memberIds: number[] = [];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['scribe', 'webmaster', 'brotherhood', 'mediation', 'member'])
    cookies[who] = await cookieFor(`${who}@example.org`);
  memberIds = (
    await db().select({ id: members.id }).from(members).where(eq(members.status, 'active')).orderBy(asc(members.id))
  ).map((m) => m.id);
});

const post = (json: unknown, cookie = cookies.scribe) => callRoute<ActionResult>(action, PATH, { cookie, json });
const cell = async (memberId: number, eventId: number) =>
  (
    await db()
      .select({ points: eventPoints.points })
      .from(eventPoints)
      .where(and(eq(eventPoints.memberId, memberId), eq(eventPoints.eventId, eventId)))
  )[0]?.points;
const newEvent = async (name: string) =>
  (
    (
      await db()
        .insert(events)
        .values({ name, startsAt: new Date(0), endsAt: new Date(0) })
        .returning({ id: events.id })
    )[0] as { id: number }
  ).id;

describe('loader', () => {
  it('gives a row per active member by last name, a column per event and the non-zero points', async () => {
    const { status, data } = await callRoute<Sheet>(loader, PATH, { cookie: cookies.webmaster });
    expect(status).toBe(200);
    expect(data.sheet.members.map((m) => m.id).sort((a, b) => a - b)).toEqual(memberIds);
    const names = data.sheet.members.map((m) => m.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data.sheet.events).toHaveLength(14);
    expect(data.sheet.points.length).toBeGreaterThan(0);
    expect(data.sheet.points.every(([, , p]) => p > 0)).toBe(true);
  });

  it("puts the newest event first, says which are to come, under way or ended and gives each member's attendance mark", async () => {
    const [underWay] = await db()
      .insert(events)
      .values({
        name: 'Sheet meeting under way',
        startsAt: new Date(Date.now() - 30 * 60_000),
        endsAt: new Date(Date.now() + 60 * 60_000),
      })
      .returning({ id: events.id });
    const { data } = await callRoute<Sheet>(loader, PATH, { cookie: cookies.scribe });
    expect(data.sheet.events.find((e) => e.id === underWay?.id)?.stage).toBe('under-way');
    const dates = data.sheet.events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const now = new Date();
    const rows = new Map((await db().select().from(events)).map((e) => [e.id, e]));
    const stageOf = (id: number) => {
      const { startsAt, endsAt } = rows.get(id) as typeof events.$inferSelect;
      return startsAt > now ? 'to-come' : endsAt > now ? 'under-way' : 'ended';
    };
    expect(data.sheet.events.map((e) => e.stage)).toEqual(data.sheet.events.map((e) => stageOf(e.id)));
    const marked = await db().select().from(attendance).innerJoin(members, eq(members.id, attendance.memberId));
    const active = marked.filter((r) => r.members.status === 'active').map((r) => r.attendance);
    const mark = (a: (typeof active)[number]) =>
      a.status === 'excused' ? 'excused' : a.how === 'check-in' ? 'checked-in' : 'attended';
    expect(new Set(active.map((a) => mark(a)))).toEqual(new Set(['checked-in', 'attended', 'excused']));
    expect(data.sheet.attendance.sort()).toEqual(active.map((a) => [a.memberId, a.eventId, mark(a)]).sort());
  });

  it('throws when the points cannot be read: a 500 whose error boundary shows the load error', async () => {
    await whileTableMissing('event_points', async () => {
      await expectLoadFailure(callRoute(loader, PATH, { cookie: cookies.scribe }));
    });
  });
});

describe('add event', () => {
  it('stores the trimmed name, audited', async () => {
    await expectResult(post({ intent: 'add-event', name: '  Study Night  ' }), 200, {
      intent: 'add-event',
      ok: true,
      message: 'Event “Study Night” added.',
    });
    const [row] = await db().select().from(events).where(eq(events.name, 'Study Night'));
    expect(row).toBeDefined();
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'scribe.add-event'));
    expect(audit?.details).toEqual({ eventId: row?.id, name: 'Study Night' });
  });

  it('refuses an empty or over-long name with 400 and writes nothing', async () => {
    const before = await snapshot();
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      await expectResult(post({ intent: 'add-event', name }), 400, {
        intent: 'add-event',
        ok: false,
        message: SCRIBE_MESSAGES.invalidEventName,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name already on the sheet, whatever its case, under the name field, and writes nothing', async () => {
    await newEvent('Pledge Retreat');
    const before = await snapshot();
    const taken =
      'There is already an event named “Pledge Retreat”. Give this one another name, such as with its date.';
    await expectResult(post({ intent: 'add-event', name: ' pledge retreat ' }), 400, {
      intent: 'add-event',
      ok: false,
      message: taken,
      errors: { name: taken },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('lets only one of two simultaneous adds of the same name through', async () => {
    const add = () => post({ intent: 'add-event', name: 'Formal' });
    const statuses = (await Promise.all([add(), add()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    expect(await db().select().from(events).where(eq(events.name, 'Formal'))).toHaveLength(1);
  });

  it('reports a failed insert with its message', async () => {
    await whileWritesFail({ table: 'events', on: 'insert' }, async () => {
      const { status, data } = await post({ intent: 'add-event', name: 'Doomed' });
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'add-event', ok: false, message: SCRIBE_MESSAGES.addFailed });
    });
  });
});

describe('save all changes', () => {
  it('writes only the sent cells: updates, inserts and zeroes, audited with the count', async () => {
    const event = await newEvent('Save Test');
    const [a, b, c] = memberIds as [number, number, number];
    await db().insert(eventPoints).values({ memberId: a, eventId: event, points: 10 });
    await db().insert(eventPoints).values({ memberId: c, eventId: event, points: 5 });
    const { status, data } = await post({
      intent: 'save',
      cells: [
        { memberId: a, eventId: event, points: 25, was: 10 },
        { memberId: b, eventId: event, points: 40, was: 0 },
        { memberId: c, eventId: event, points: 0, was: 5 },
      ],
    });
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'save', ok: true, message: SCRIBE_MESSAGES.saved });
    expect([await cell(a, event), await cell(b, event), await cell(c, event)]).toEqual([25, 40, 0]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'scribe.save'));
    expect(audits.at(-1)?.details).toEqual({ cells: 3 });
  });

  it.each([
    ['a negative value', [{ points: -1 }]],
    ['a decimal', [{ points: 2.5 }]],
    ['a value above the maximum', [{ points: 1_000_001 }]],
    ['a text value', [{ points: '7' }]],
    ['an empty value', [{ points: '' }]],
    ['a decimal as text', [{ points: '1.5' }]],
    ['a null value', [{ points: null }]],
    ['no value', [{ points: undefined }]],
    ['a refused cell among stored ones', [{ points: 5 }, { points: -5, member: 1 }]],
    ['no cells', []],
    ['the same cell twice', [{ points: 1 }, { points: 2 }]],
  ])('refuses %s with 400, a clear message, and writes nothing', async (_, cells) => {
    const event = await newEvent('Validation');
    const before = await snapshot();
    const { status, data } = await post({
      intent: 'save',
      cells: cells.map(({ member = 0, ...override }: { member?: number; points: unknown }) => ({
        memberId: memberIds[member],
        eventId: event,
        was: 0,
        ...override,
      })),
    });
    expect(status).toBe(400);
    expect(data).toEqual({ intent: 'save', ok: false, message: 'Points are whole numbers from 0 to 1,000,000.' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses, writing nothing, when someone else saved one of the cells since the page loaded', async () => {
    const event = await newEvent('Conflict');
    const [a, b] = memberIds as [number, number];
    // This page loaded a=0, b=0; another scribe then saved a=15.
    expect((await post({ intent: 'save', cells: [{ memberId: a, eventId: event, points: 15, was: 0 }] })).status).toBe(
      200,
    );
    const before = await snapshot();
    const { status, data } = await post({
      intent: 'save',
      cells: [
        { memberId: b, eventId: event, points: 3, was: 0 },
        { memberId: a, eventId: event, points: 20, was: 0 },
      ],
    });
    expect(status).toBe(409);
    expect(data).toEqual({ intent: 'save', ok: false, message: SCRIBE_MESSAGES.conflict });
    expect(await snapshot()).toEqual(before);
  });

  it('lets exactly one of two simultaneous saves of the same cell through', async () => {
    const event = await newEvent('Race');
    const save = (points: number) =>
      post({ intent: 'save', cells: [{ memberId: memberIds[1], eventId: event, points, was: 0 }] });
    const statuses = (await Promise.all([save(7), save(9)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect([7, 9]).toContain(await cell(memberIds[1] as number, event));
  });

  it('refuses cells of a deleted event or a member who left the actives', async () => {
    const event = await newEvent('Gone');
    await db().delete(events).where(eq(events.id, event));
    expect(
      (await post({ intent: 'save', cells: [{ memberId: memberIds[0], eventId: event, points: 1, was: 0 }] })).status,
    ).toBe(409);
    const [alum] = await db().select({ id: members.id }).from(members).where(eq(members.status, 'alumni')).limit(1);
    const live = await newEvent('Live');
    expect(
      (await post({ intent: 'save', cells: [{ memberId: alum?.id, eventId: live, points: 1, was: 0 }] })).status,
    ).toBe(409);
  });

  it('keeps everything exactly as before when the write fails part-way', async () => {
    const event = await newEvent('Failing');
    const [a, b, c] = memberIds as [number, number, number];
    await db().insert(eventPoints).values({ memberId: a, eventId: event, points: 10 });
    await whileWritesFail({ table: 'event_points', on: 'insert', when: `new.member_id = ${c}` }, async () => {
      const { status, data } = await post({
        intent: 'save',
        cells: [
          { memberId: a, eventId: event, points: 11, was: 10 },
          { memberId: b, eventId: event, points: 12, was: 0 },
          { memberId: c, eventId: event, points: 13, was: 0 },
        ],
      });
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'save', ok: false, message: SCRIBE_MESSAGES.saveFailed });
    });
  });
});

describe('delete event', () => {
  it('removes the event and all its points, audited', async () => {
    const event = await newEvent('To Delete');
    await db()
      .insert(eventPoints)
      .values({ memberId: memberIds[0] as number, eventId: event, points: 9 });
    await expectResult(post({ intent: 'delete-event', eventId: event }, cookies.webmaster), 200, {
      intent: 'delete-event',
      ok: true,
      message: 'Event “To Delete” deleted.',
    });
    expect(await db().select().from(events).where(eq(events.id, event))).toEqual([]);
    expect(await db().select().from(eventPoints).where(eq(eventPoints.eventId, event))).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'scribe.delete-event'));
    expect(audit?.details).toEqual({ eventId: event, name: 'To Delete', attendance: 0, pointCells: 1 });
  });

  it('answers an unknown or malformed event with its message, writing nothing', async () => {
    const before = await snapshot();
    const refusal = { intent: 'delete-event', ok: false, message: SCRIBE_MESSAGES.deleteFailed };
    await expectResult(post({ intent: 'delete-event', eventId: 999_999 }), 404, refusal);
    await expectResult(post({ intent: 'delete-event', eventId: 'abc' }), 400, refusal);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the event and its points when the delete fails', async () => {
    const event = await newEvent('Sticky');
    await db()
      .insert(eventPoints)
      .values({ memberId: memberIds[0] as number, eventId: event, points: 3 });
    await whileWritesFail({ table: 'event_points', on: 'delete' }, async () => {
      const { status, data } = await post({ intent: 'delete-event', eventId: event });
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'delete-event', ok: false, message: SCRIBE_MESSAGES.deleteFailed });
    });
  });
});

describe('permissions', () => {
  it('answers 403 to roles without the tool and to a signed-out caller for every change, writing nothing', async () => {
    const event = await newEvent('Guarded');
    const before = await snapshot();
    const bodies = [
      { intent: 'add-event', name: 'Nope' },
      { intent: 'delete-event', eventId: event },
      { intent: 'save', cells: [{ memberId: memberIds[0], eventId: event, points: 1, was: 0 }] },
      { intent: 'reset' },
    ];
    for (const cookie of [cookies.brotherhood, cookies.mediation, cookies.member, '']) {
      for (const body of bodies) expect((await post(body, cookie)).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('reset everything', () => {
  it('keeps every event and point when the reset fails part-way', async () => {
    await whileWritesFail({ table: 'events', on: 'delete' }, async () => {
      const { status, data } = await post({ intent: 'reset' });
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'reset', ok: false, message: SCRIBE_MESSAGES.resetFailed });
    });
  });

  it('deletes every event and all points, so every total is 0, audited', async () => {
    const [eventsBefore] = await db().select({ n: count() }).from(events);
    const { status, data } = await post({ intent: 'reset' });
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'reset', ok: true, message: SCRIBE_MESSAGES.reset });
    expect((await db().select({ n: count() }).from(events))[0]?.n).toBe(0);
    expect((await db().select({ n: count() }).from(eventPoints))[0]?.n).toBe(0);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'scribe.reset'));
    expect(audit?.details).toMatchObject({ events: eventsBefore?.n });
    const { data: after } = await callRoute<Sheet>(loader, PATH, { cookie: cookies.scribe });
    expect(after.sheet.events).toEqual([]);
    expect(after.sheet.points).toEqual([]);
  });
});

describe('answers', () => {
  // Each change answers the one result type when saved, refused and failing (above); so does every other body.
  const raw = (body: string, contentType: string) =>
    new Request(`http://localhost${PATH}`, {
      method: 'POST',
      body,
      headers: { Cookie: cookies.scribe as string, 'Content-Type': contentType },
    });
  it.each([
    [
      'a form instead of JSON',
      () => callRoute(action, PATH, { cookie: cookies.scribe, form: { intent: 'reset' } }),
      415,
      JSON_REQUIRED,
    ],
    ['broken JSON', () => callRoute(action, raw('{"intent": ', 'application/json')), 400, JSON_UNREADABLE],
    ['JSON past the cap', () => post({ intent: 'reset', padding: 'x'.repeat(3 * 1024 * 1024) }), 413, JSON_TOO_LARGE],
    ['JSON without an intent', () => post(['reset']), 400, SCRIBE_MESSAGES.unknownAction],
  ])('refuses %s with the one result type, writing nothing', async (_, send, status, message) => {
    const before = await snapshot();
    await expectResult(send(), status, { intent: UNNAMED_INTENT, ok: false, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown change under its own name', async () => {
    await expectResult(post({ intent: 'rename-event', eventId: 1 }), 400, {
      intent: 'rename-event',
      ok: false,
      message: SCRIBE_MESSAGES.unknownAction,
    });
  });
});
