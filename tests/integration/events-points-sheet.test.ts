import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPoints, events, members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db } from '../../app/shared/db/db.server';
import * as scribeEditor from '../../app/features/scribe-editor/scribe-editor.route';
import * as eventsPage from '../../app/features/events/event/admin-events.route';
import * as eventPage from '../../app/features/events/event/admin-event-detail.route';
import type { ActionResult } from '../../app/shared/forms/action-result';
import { callRoute } from '../setup/route-call';
import { cookieFor } from './officer-tools';

/** The points sheet and the events tool share one list of events and its points cells. */

let scribe = '';
let memberIds: number[] = [];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  scribe = await cookieFor('scribe@example.org');
  memberIds = (
    await db().select({ id: members.id }).from(members).where(eq(members.status, 'active')).orderBy(asc(members.id))
  ).map((m) => m.id);
});

const cellOf = async (memberId: number, eventId: number) =>
  (
    await db()
      .select({ points: eventPoints.points, overridden: eventPoints.overridden })
      .from(eventPoints)
      .where(and(eq(eventPoints.memberId, memberId), eq(eventPoints.eventId, eventId)))
  )[0] ?? null;
const sheet = async () =>
  (
    await callRoute<{ sheet: { events: { id: number; name: string }[]; overridden: [number, number][] } }>(
      scribeEditor.loader,
      '/scribe-editor',
      { cookie: scribe },
    )
  ).data.sheet;
const absent = { status: 'absent', reason: '' };

describe('one list of events', () => {
  it('shows an event created in the events tool as a column, and a column added in the sheet as an event', async () => {
    const created = await callRoute<ActionResult & { eventId: number }>(eventsPage.action, '/admin/events', {
      cookie: scribe,
      form: {
        intent: 'create',
        name: 'Mock Interview Night',
        category: 'professional',
        date: '2026-12-03',
        startTime: '18:00',
        endTime: '19:00',
        points: '20',
      },
    });
    expect(created.status).toBe(200);
    expect((await sheet()).events.map((e) => e.name)).toContain('Mock Interview Night');
    const added = await callRoute<ActionResult>(scribeEditor.action, '/scribe-editor', {
      cookie: scribe,
      json: { intent: 'add-event', name: 'Sheet Column' },
    });
    expect(added.status).toBe(200);
    const list = await callRoute<{ upcoming: { name: string; category: string; points: number }[] }>(
      eventsPage.loader,
      '/admin/events',
      { cookie: scribe },
    );
    expect(list.data.upcoming.find((e) => e.name === 'Sheet Column')).toMatchObject({ category: 'other', points: 0 });
  });

  it('refuses in the sheet a name the events tool already has, under the same rule', async () => {
    const { status, data } = await callRoute<ActionResult>(scribeEditor.action, '/scribe-editor', {
      cookie: scribe,
      json: { intent: 'add-event', name: 'mock interview NIGHT' },
    });
    expect({ status, error: data.errors?.name }).toEqual({
      status: 400,
      error:
        'There is already an event named “Mock Interview Night”. Give this one another name, such as with its date.',
    });
  });
});

describe('overrides', () => {
  it('makes every cell the Scribe saves an override that the roster leaves alone, marked on the sheet', async () => {
    const [row] = await db()
      .insert(events)
      .values({ name: 'Override Test', startsAt: new Date(), endsAt: new Date(), points: 30 })
      .returning({ id: events.id });
    const event = (row as { id: number }).id;
    const [a, b, c] = memberIds as [number, number, number];
    // b's cell came from attendance; the Scribe then types a's and b's (b's to 0).
    await db().insert(eventPoints).values({ memberId: b, eventId: event, points: 30, overridden: false });
    const saved = await callRoute<ActionResult>(scribeEditor.action, '/scribe-editor', {
      cookie: scribe,
      json: {
        intent: 'save',
        cells: [
          { memberId: a, eventId: event, points: 12, was: 0 },
          { memberId: b, eventId: event, points: 0, was: 30 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect([await cellOf(a, event), await cellOf(b, event)]).toEqual([
      { points: 12, overridden: true },
      { points: 0, overridden: true },
    ]);

    const roster = await callRoute<ActionResult>(eventPage.action, `/admin/events/${event}`, {
      cookie: scribe,
      params: { eventId: String(event) },
      form: {
        intent: 'roster',
        changes: JSON.stringify(
          [a, b, c].map((memberId) => ({ memberId, status: 'attended', reason: '', was: absent })),
        ),
      },
    });
    expect(roster.status).toBe(200);
    expect([await cellOf(a, event), await cellOf(b, event), await cellOf(c, event)]).toEqual([
      { points: 12, overridden: true },
      { points: 0, overridden: true },
      { points: 30, overridden: false },
    ]);
    const marked = (await sheet()).overridden.filter(([, e]) => e === event).map(([m]) => m);
    expect(marked.sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
  });
});
