import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog, eventPoints, events, members } from '../../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../../demo/demo-chapter';
import { chapter } from '../../../config/chapter';
import { db } from '../../../shared/db/db.server';
import { dateInZone } from '../../../shared/time/time-zone';
import type { ActionResult } from '../../../shared/forms/action-result';
import {
  cookieFor,
  expectResult,
  memberId,
  snapshot,
  whileWritesFail,
} from '../../../../tests/integration/officer-tools';
import { callRoute } from '../../../../tests/setup/route-call';
import { recordAttendance } from '../attendance/attendance.server';
import * as eventPage from './admin-event-detail.route';
import * as eventsPage from './admin-events.route';
import { EVENT_MESSAGES } from '../messages';
import type { RosterChange } from './roster-rules';
import type { RosterRow } from './roster.server';

const LIST = '/admin/events';
const HOUR = 60 * 60 * 1000;
const cookies: Record<string, string> = {};
let scribe = 0;
let activeIds: number[] = [];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['scribe', 'regent', 'webmaster']) cookies[who] = await cookieFor(`${who}@example.org`);
  scribe = await memberId('scribe@example.org');
  activeIds = (await db().select({ id: members.id }).from(members).where(eq(members.status, 'active'))).map(
    (m) => m.id,
  );
});

/** The event form as a browser posts it, with these fields changed. */
const form = (fields: Record<string, string> = {}) => ({
  intent: 'create',
  name: `Study Night ${crypto.randomUUID().slice(0, 8)}`,
  category: 'professional',
  date: '2026-12-02',
  startTime: '19:00',
  endTime: '21:30',
  location: 'Learning Commons',
  points: '25',
  expected: 'on',
  ...fields,
});

const create = (fields: Record<string, string> = {}, cookie = cookies.scribe) =>
  callRoute<ActionResult & { eventId?: number }>(eventsPage.action, LIST, { cookie, form: form(fields) });
const onEvent = (id: number, fields: Record<string, string>, cookie = cookies.scribe) =>
  callRoute<ActionResult>(eventPage.action, `${LIST}/${id}`, { cookie, form: fields, params: { eventId: String(id) } });
const eventRow = async (id: number) => (await db().select().from(events).where(eq(events.id, id)))[0];
const cell = async (eventId: number, who: number) =>
  (
    await db()
      .select({ points: eventPoints.points, overridden: eventPoints.overridden })
      .from(eventPoints)
      .where(and(eq(eventPoints.eventId, eventId), eq(eventPoints.memberId, who)))
  )[0] ?? null;
const audits = async (action: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, action))).map((a) => a.details);

async function newEvent(fields: Record<string, string> = {}): Promise<number> {
  const { data } = await create(fields);
  expect(data.ok).toBe(true);
  return data.eventId as number;
}

async function roster(id: number): Promise<RosterRow[]> {
  const { data } = await callRoute<{ roster: RosterRow[] }>(eventPage.loader, `${LIST}/${id}`, {
    cookie: cookies.scribe,
    params: { eventId: String(id) },
  });
  return data.roster;
}

const absent = { status: 'absent', reason: '' } as const;
const saveRoster = (id: number, changes: RosterChange[], cookie = cookies.scribe) =>
  onEvent(id, { intent: 'roster', changes: JSON.stringify(changes) }, cookie);

describe('creating an event', () => {
  it('stores the times typed in the chapter time zone, audited, and lists it as upcoming', async () => {
    const name = 'Winter Formal Planning';
    // January 15 of next year: always to come, and always in standard time.
    const year = Number(dateInZone(new Date(), chapter.timeZone).slice(0, 4)) + 1;
    const { status, data } = await create({
      name: `  ${name} `,
      date: `${year}-01-15`,
      startTime: '19:00',
      endTime: '20:30',
    });
    expect({ status, ok: data.ok, message: data.message }).toEqual({
      status: 200,
      ok: true,
      message: EVENT_MESSAGES.created(name),
    });
    const row = await eventRow(data.eventId as number);
    expect(row).toMatchObject({
      name,
      category: 'professional',
      location: 'Learning Commons',
      points: 25,
      expected: true,
      // 19:00 in Santa Clara in January is 03:00 the next day in UTC (PST, UTC-8).
      startsAt: new Date(`${year}-01-16T03:00:00Z`),
      endsAt: new Date(`${year}-01-16T04:30:00Z`),
    });
    expect(await audits('events.create')).toContainEqual({ eventId: row?.id, name });
    const list = await callRoute<{ upcoming: { name: string; when: string }[] }>(eventsPage.loader, LIST, {
      cookie: cookies.regent,
    });
    const weekday = new Date(Date.UTC(year, 0, 15)).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
    expect(list.data.upcoming.find((e) => e.name === name)?.when).toBe(`${weekday}, Jan 15, ${year}, 7:00 PM–8:30 PM`);
  });

  it('refuses each field in place with its message and writes nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, string, string][] = [
      [{ endTime: '18:00' }, 'endTime', EVENT_MESSAGES.endBeforeStart],
      [{ points: '-5' }, 'points', EVENT_MESSAGES.points],
      [{ points: '1.5' }, 'points', EVENT_MESSAGES.points],
      [{ points: '1000001' }, 'points', EVENT_MESSAGES.points],
      [{ date: '2026-02-30' }, 'date', EVENT_MESSAGES.date],
      [{ startTime: '7pm' }, 'startTime', EVENT_MESSAGES.time],
      [{ category: 'party' }, 'category', EVENT_MESSAGES.category],
      [{ name: '   ' }, 'name', EVENT_MESSAGES.eventNameMissing],
      [{ name: 'x'.repeat(101) }, 'name', EVENT_MESSAGES.eventNameTooLong(101)],
    ];
    for (const [fields, field, message] of cases) {
      const { status, data } = await create(fields);
      expect({ fields, status, error: data.errors?.[field] }).toEqual({ fields, status: 400, error: message });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('takes 0 and 1,000,000 points and an end equal to the start', async () => {
    expect((await create({ points: '0', endTime: '19:00' })).status).toBe(200);
    expect((await create({ points: '1000000' })).status).toBe(200);
  });

  it('refuses a name another event has, ignoring case and spaces, under the name field', async () => {
    await newEvent({ name: 'Pledge Retreat' });
    const before = await snapshot();
    const taken = EVENT_MESSAGES.eventNameTaken('Pledge Retreat');
    await expectResult(create({ name: ' pledge RETREAT ' }), 400, {
      intent: 'create',
      ok: false,
      message: taken,
      errors: { name: taken },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('gives one event when two officers create the same name at once', async () => {
    const answers = await Promise.all([create({ name: 'Twin Night' }), create({ name: 'twin night' }, cookies.regent)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await db().select().from(events).where(eq(events.name, 'Twin Night'))).toHaveLength(
      answers[0].status === 200 ? 1 : 0,
    );
  });

  it('writes nothing when the audit cannot be written', async () => {
    await whileWritesFail({ table: 'audit_log', on: 'insert' }, async () => {
      expect((await create()).status).toBe(500);
    });
  });
});

describe('the list', () => {
  it('shows upcoming events soonest first, then past ones newest first, each with its attendance count', async () => {
    const now = Date.now();
    const at = (offset: number) => ({ startsAt: new Date(now + offset), endsAt: new Date(now + offset + HOUR) });
    const ids = await db()
      .insert(events)
      .values([
        { name: 'List past old', ...at(-48 * HOUR) },
        { name: 'List later', ...at(48 * HOUR) },
        { name: 'List past recent', ...at(-24 * HOUR) },
        { name: 'List soon', ...at(24 * HOUR) },
      ])
      .returning({ id: events.id, name: events.name });
    const recent = ids.find((e) => e.name === 'List past recent')?.id as number;
    await db().transaction((tx) =>
      recordAttendance(tx, recent, [{ memberId: scribe, status: 'attended' }], 'roster', scribe),
    );
    const { data } = await callRoute<{
      upcoming: { name: string }[];
      past: { name: string; attended: number }[];
    }>(eventsPage.loader, LIST, { cookie: cookies.webmaster });
    const names = (list: { name: string }[]) => list.map((e) => e.name).filter((n) => n.startsWith('List '));
    expect(names(data.upcoming)).toEqual(['List soon', 'List later']);
    expect(names(data.past)).toEqual(['List past recent', 'List past old']);
    expect(data.past.find((e) => e.name === 'List past recent')?.attended).toBe(1);
  });
});

describe('editing an event', () => {
  it('saves the form, keeping its own name allowed and refusing another event’s', async () => {
    const id = await newEvent({ name: 'Edit Me' });
    await newEvent({ name: 'Other Name' });
    await expectResult(onEvent(id, form({ intent: 'update', name: 'Edit Me', location: 'Benson' })), 200, {
      intent: 'update',
      ok: true,
      message: EVENT_MESSAGES.updated('Edit Me'),
    });
    expect((await eventRow(id))?.location).toBe('Benson');
    const before = await snapshot();
    const { status, data } = await onEvent(id, form({ intent: 'update', name: 'other name' }));
    expect({ status, error: data.errors?.name }).toEqual({
      status: 400,
      error: EVENT_MESSAGES.eventNameTaken('Other Name'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('moves every attendee’s points with the event’s points, but leaves a cell the Scribe typed', async () => {
    const id = await newEvent({ points: '25' });
    const [a, b, c] = activeIds as [number, number, number];
    await db().transaction((tx) =>
      recordAttendance(
        tx,
        id,
        [
          { memberId: a, status: 'attended' },
          { memberId: b, status: 'attended' },
          { memberId: c, status: 'excused', reason: 'exam' },
        ],
        'roster',
        scribe,
      ),
    );
    await db()
      .update(eventPoints)
      .set({ points: 7, overridden: true })
      .where(and(eq(eventPoints.eventId, id), eq(eventPoints.memberId, b)));
    expect(
      (await onEvent(id, form({ intent: 'update', name: (await eventRow(id))?.name as string, points: '40' }))).status,
    ).toBe(200);
    expect(await cell(id, a)).toEqual({ points: 40, overridden: false });
    expect(await cell(id, b)).toEqual({ points: 7, overridden: true });
    expect(await cell(id, c)).toBeNull();
    expect((await audits('events.update')).at(-1)).toMatchObject({ eventId: id, points: { from: 25, to: 40 } });
  });

  it('answers 404 for an event deleted since the page loaded', async () => {
    const id = await newEvent();
    await db().delete(events).where(eq(events.id, id));
    const { status, data } = await onEvent(id, form({ intent: 'update' }));
    expect({ status, message: data.message }).toEqual({ status: 404, message: EVENT_MESSAGES.notFound });
  });
});

describe('deleting an event', () => {
  it('removes it with its attendance and points, audited with how many went', async () => {
    const id = await newEvent();
    await db().transaction((tx) =>
      recordAttendance(tx, id, [{ memberId: scribe, status: 'attended' }], 'roster', scribe),
    );
    const page = await callRoute<{ dependents: { attendance: number; cells: number } }>(
      eventPage.loader,
      `${LIST}/${id}`,
      { cookie: cookies.scribe, params: { eventId: String(id) } },
    );
    expect(page.data.dependents).toEqual({ attendance: 1, cells: 1 });
    const name = (await eventRow(id))?.name as string;
    await expectResult(onEvent(id, { intent: 'delete' }), 200, {
      intent: 'delete',
      ok: true,
      message: EVENT_MESSAGES.deleted(name),
    });
    expect(await eventRow(id)).toBeUndefined();
    expect(await db().select().from(attendance).where(eq(attendance.eventId, id))).toEqual([]);
    expect(await db().select().from(eventPoints).where(eq(eventPoints.eventId, id))).toEqual([]);
    expect((await audits('events.delete')).at(-1)).toMatchObject({ eventId: id, attendance: 1, pointCells: 1 });
    expect((await onEvent(id, { intent: 'delete' })).status).toBe(404);
  });
});

describe('adopting from the chapter calendar', () => {
  type Listed = { calendar: { calendarId: string; summary: string; added: boolean }[] };
  const calendar = async () => (await callRoute<Listed>(eventsPage.loader, LIST, { cookie: cookies.scribe })).data;
  const adopt = (calendarId: string) =>
    callRoute<ActionResult>(eventsPage.action, LIST, { cookie: cookies.scribe, form: { intent: 'adopt', calendarId } });

  it('adds an occurrence in one click, remembered by its calendar id, and never twice', async () => {
    const [entry] = (await calendar()).calendar;
    if (!entry) throw new Error('the demo calendar has no upcoming occurrence');
    const answer = await adopt(entry.calendarId);
    expect(answer.status).toBe(200);
    expect(answer.data.message).toMatch(/added from the chapter calendar\.$/);
    const [row] = await db().select().from(events).where(eq(events.calendarId, entry.calendarId));
    expect(row).toMatchObject({ category: 'other', points: 0 });
    expect(row?.name.startsWith(entry.summary)).toBe(true);
    expect(row?.endsAt.getTime()).toBeGreaterThan(row?.startsAt.getTime() as number);
    expect((await calendar()).calendar.find((e) => e.calendarId === entry.calendarId)?.added).toBe(true);
    expect(await audits('events.adopt')).toContainEqual({
      eventId: row?.id,
      name: row?.name,
      calendarId: entry.calendarId,
    });

    const before = await snapshot();
    const again = await adopt(entry.calendarId);
    expect({ status: again.status, message: again.data.message }).toEqual({
      status: 409,
      message: EVENT_MESSAGES.alreadyAdopted,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('names a second occurrence of a recurring event by its date', async () => {
    const entries = (await calendar()).calendar;
    const summary = entries[0]?.summary;
    const same = entries.filter((e) => e.summary === summary && !e.added);
    if (same.length === 0) throw new Error('the demo calendar should repeat its events');
    const answer = await adopt((same[0] as { calendarId: string }).calendarId);
    expect(answer.status).toBe(200);
    expect(answer.data.message).toMatch(new RegExp(`^Event “${summary} \\(\\d{4}-\\d{2}-\\d{2}\\)” added`));
  });

  it('refuses an id that is not on the calendar, writing nothing', async () => {
    const before = await snapshot();
    const { status, data } = await adopt('made-up@example.org@2026-01-01T00:00:00.000Z');
    expect({ status, message: data.message }).toEqual({ status: 404, message: EVENT_MESSAGES.calendarGone });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the roster', () => {
  it('lists every active member by last name, absent until marked', async () => {
    const id = await newEvent();
    const rows = await roster(id);
    expect(rows.map((r) => r.memberId).sort((a, b) => a - b)).toEqual([...activeIds].sort((a, b) => a - b));
    const names = rows.map((r) => r.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['absent']));
  });

  it('saves an excused member with the reason and everyone else attended, with points, in one audited save', async () => {
    const id = await newEvent({ points: '30' });
    const rows = await roster(id);
    const [excused, ...rest] = rows;
    const changes: RosterChange[] = [
      { memberId: (excused as RosterRow).memberId, status: 'excused', reason: ' Midterm ', was: absent },
      ...rest.map((r) => ({ memberId: r.memberId, status: 'attended' as const, reason: '', was: absent })),
    ];
    await expectResult(saveRoster(id, changes), 200, {
      intent: 'roster',
      ok: true,
      message: EVENT_MESSAGES.rosterSaved(rest.length, 1, 0),
    });
    const after = await roster(id);
    expect(after.find((r) => r.memberId === excused?.memberId)).toMatchObject({
      status: 'excused',
      reason: 'Midterm',
      how: 'roster',
    });
    expect(after.filter((r) => r.status === 'attended')).toHaveLength(rest.length);
    expect(await cell(id, (rest[0] as RosterRow).memberId)).toEqual({ points: 30, overridden: false });
    expect(await cell(id, (excused as RosterRow).memberId)).toBeNull();
    expect((await audits('events.roster')).at(-1)).toEqual({
      eventId: id,
      attended: rest.length,
      excused: 1,
      absent: 0,
    });
  });

  it('takes corrections after the fact: attended to absent takes the points back', async () => {
    const id = await newEvent({ points: '30' });
    const who = activeIds[0] as number;
    expect((await saveRoster(id, [{ memberId: who, status: 'attended', reason: '', was: absent }])).status).toBe(200);
    expect(await cell(id, who)).toEqual({ points: 30, overridden: false });
    const answer = await saveRoster(id, [
      { memberId: who, status: 'absent', reason: '', was: { status: 'attended', reason: '' } },
    ]);
    expect(answer.status).toBe(200);
    expect(await cell(id, who)).toBeNull();
    expect((await roster(id)).find((r) => r.memberId === who)?.status).toBe('absent');
  });

  it('leaves a points cell the Scribe typed, and says so on the row', async () => {
    const id = await newEvent({ points: '30' });
    const who = activeIds[1] as number;
    await db().insert(eventPoints).values({ memberId: who, eventId: id, points: 5, overridden: true });
    expect((await saveRoster(id, [{ memberId: who, status: 'attended', reason: '', was: absent }])).status).toBe(200);
    expect(await cell(id, who)).toEqual({ points: 5, overridden: true });
    expect((await roster(id)).find((r) => r.memberId === who)?.overriddenPoints).toBe(5);
  });

  it('refuses a save made from a page loaded before another officer’s save, writing nothing', async () => {
    const id = await newEvent();
    const [a, b] = activeIds as [number, number];
    // The regent marks a excused; the scribe's page still shows a absent.
    expect(
      (await saveRoster(id, [{ memberId: a, status: 'excused', reason: 'sick', was: absent }], cookies.regent)).status,
    ).toBe(200);
    const before = await snapshot();
    const { status, data } = await saveRoster(id, [
      { memberId: a, status: 'attended', reason: '', was: absent },
      { memberId: b, status: 'attended', reason: '', was: absent },
    ]);
    expect({ status, message: data.message }).toEqual({ status: 409, message: EVENT_MESSAGES.rosterStale });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a save whose reason changed under it, and one naming a member no longer active', async () => {
    const id = await newEvent();
    const [a, b] = activeIds as [number, number];
    await saveRoster(id, [{ memberId: a, status: 'excused', reason: 'sick', was: absent }]);
    const stale = await saveRoster(id, [
      { memberId: a, status: 'attended', reason: '', was: { status: 'excused', reason: 'travel' } },
    ]);
    expect(stale.status).toBe(409);
    const alumni = await db()
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.status, 'alumni'))
      .orderBy(members.lastName, members.firstName)
      .limit(2);
    const before = await snapshot();
    const gone = await saveRoster(id, [
      { memberId: b, status: 'attended', reason: '', was: absent },
      ...alumni.map((m) => ({ memberId: m.id, status: 'attended' as const, reason: '', was: absent })),
    ]);
    // Named, so the officer knows whose rows leave the page; the page reloads its rows on `membersLeft`.
    const names = alumni.map((m) => `${m.firstName} ${m.lastName}`);
    expect(gone.status).toBe(409);
    expect(gone.data).toMatchObject({ message: EVENT_MESSAGES.rosterNotMember(names, true), membersLeft: true });
    expect(gone.data.message).toMatch(new RegExp(`^${names.join(', ')} are no longer active members, `));
    expect(gone.data.message).toMatch(/press Save roster again to save them\.$/);
    expect(await snapshot()).toEqual(before);

    // One who left and nobody else marked: nothing is left to save again.
    const alone = await saveRoster(id, [
      { memberId: alumni[0]?.id as number, status: 'attended', reason: '', was: absent },
    ]);
    expect(alone.data.message).toBe(
      `${names[0]} is no longer an active member, so the roster no longer lists them. Nothing was saved.`,
    );
    expect(await snapshot()).toEqual(before);

    // A row another officer changed meanwhile is the first answer: that one asks for a reload, not a second save.
    const both = await saveRoster(id, [
      { memberId: a, status: 'attended', reason: '', was: absent },
      { memberId: alumni[0]?.id as number, status: 'attended', reason: '', was: absent },
    ]);
    expect({ status: both.status, message: both.data.message }).toEqual({
      status: 409,
      message: EVENT_MESSAGES.rosterStale,
    });
    expect(both.data).not.toHaveProperty('membersLeft');
    expect(await snapshot()).toEqual(before);
  });

  it('shows when a member checked in', async () => {
    const id = await newEvent();
    const who = activeIds[2] as number;
    await db()
      .insert(attendance)
      .values({ eventId: id, memberId: who, status: 'attended', how: 'check-in', recordedAt: new Date() });
    expect((await roster(id)).find((r) => r.memberId === who)).toMatchObject({ status: 'attended', how: 'check-in' });
  });

  it('writes nothing of a save whose audit fails part-way', async () => {
    const id = await newEvent({ points: '10' });
    const changes = activeIds.map((memberId) => ({ memberId, status: 'attended' as const, reason: '', was: absent }));
    await whileWritesFail({ table: 'audit_log', on: 'insert' }, async () => {
      expect((await saveRoster(id, changes)).status).toBe(500);
    });
  });

  it('refuses a roster it cannot read with 400', async () => {
    const id = await newEvent();
    const before = await snapshot();
    for (const changes of [
      'not json',
      '[{"memberId":1}]',
      JSON.stringify([{ memberId: 1, status: 'late', reason: '', was: absent }]),
    ]) {
      expect((await onEvent(id, { intent: 'roster', changes })).status).toBe(400);
    }
    expect((await onEvent(id, { intent: 'roster', changes: '[]' })).data.message).toBe(EVENT_MESSAGES.rosterNoChanges);
    expect((await onEvent(id, { intent: 'dance' })).data.message).toBe(EVENT_MESSAGES.unknownAction);
    expect(await snapshot()).toEqual(before);
  });
});
