import { asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { attendance, eventPoints, events } from '../../../../db/schema';
import type { EventCategory } from '../../../config/chapter';
import { db, type Db, type Tx } from '../../../shared/db/db.server';
import { recordAudit } from '../../../shared/db/audit.server';
import { inTransaction } from '../../../shared/db/transaction.server';
import { refuse } from '../../../shared/forms/refusal';
import { now } from '../../../shared/time/clock.server';
import { syncPoints } from '../attendance/attendance.server';
import { checkInOpensFrom, checkInState } from '../check-in/check-in-state';
import { endWhenUnknown } from './event-length';
import type { EventFields } from './event-form-rules';
import { eventNameProblem } from './event-name-rules';
import { EVENT_MESSAGES } from '../messages';

/** An event as the events tool lists and shows it. */
export interface EventRecord extends EventFields {
  id: number;
  calendarId: string | null;
  /** How many members are marked attended. */
  attended: number;
}

/** An event's own facts: what a member's calendar feed shows, and the start of what the events tool lists. */
const factColumns = {
  id: events.id,
  name: events.name,
  category: events.category,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
};

const columns = {
  ...factColumns,
  points: events.points,
  expected: events.expected,
  calendarId: events.calendarId,
  attended: sql<number>`(select count(*) from ${attendance} where ${attendance.eventId} = ${events.id} and ${attendance.status} = 'attended')::int`,
};

/** Every event: upcoming ones (not yet ended) soonest first, then past ones newest first. */
export async function listEvents(at: Date): Promise<{ upcoming: EventRecord[]; past: EventRecord[] }> {
  const [upcoming, past] = await Promise.all([
    db().select(columns).from(events).where(gte(events.endsAt, at)).orderBy(asc(events.startsAt), asc(events.id)),
    db().select(columns).from(events).where(lt(events.endsAt, at)).orderBy(desc(events.startsAt), desc(events.id)),
  ]);
  return { upcoming, past };
}

/** One event, or null when there is none of that id. */
export async function findEvent(eventId: number): Promise<EventRecord | null> {
  const [row] = await db().select(columns).from(events).where(eq(events.id, eventId));
  return row ?? null;
}

/** What deleting an event takes with it: its attendance records and its points cells. */
export async function eventDependents(
  eventId: number,
  executor: Db | Tx = db(),
): Promise<{ attendance: number; cells: number }> {
  const [[marks], [cells]] = await Promise.all([
    executor.select({ n: count() }).from(attendance).where(eq(attendance.eventId, eventId)),
    executor.select({ n: count() }).from(eventPoints).where(eq(eventPoints.eventId, eventId)),
  ]);
  return { attendance: marks?.n ?? 0, cells: cells?.n ?? 0 };
}

/**
 * Checks an event's name against every other event with the events table locked against other writers until the
 * transaction ends, so two officers naming two events alike at once cannot both succeed.
 */
async function assertNameFree(tx: Tx, name: string, exceptId: number | null): Promise<void> {
  await tx.execute(sql`lock table ${events} in share row exclusive mode`);
  const others = await tx
    .select({ name: events.name })
    .from(events)
    .where(exceptId === null ? undefined : ne(events.id, exceptId));
  const problem = eventNameProblem(
    name,
    others.map((e) => e.name),
  );
  if (problem) refuseName(problem);
}

/** A name that cannot be used is refused under the form's name field, kept as typed. */
function refuseName(problem: string): never {
  refuse(400, problem, { errors: { name: problem } });
}

/** Creates an event, unless its name is taken; its id. */
export async function createEvent(actorId: number, fields: EventFields): Promise<number> {
  return inTransaction(async (tx) => {
    await assertNameFree(tx, fields.name, null);
    const [row] = await tx.insert(events).values(fields).returning({ id: events.id });
    const id = (row as { id: number }).id;
    await recordAudit(tx, actorId, 'events.create', { eventId: id, name: fields.name });
    return id;
  });
}

/**
 * Adds an event known only by its name, starting now: a column added in the points sheet. It lasts
 * `eventHoursWhenUnknown` hours, in category 'other', worth 0 points; the events tool fills in the rest.
 */
export async function createEventNamed(actorId: number, name: string, at: Date = now()): Promise<number> {
  return inTransaction(async (tx) => {
    await assertNameFree(tx, name, null);
    const [row] = await tx
      .insert(events)
      .values({ name, startsAt: at, endsAt: endWhenUnknown(at) })
      .returning({ id: events.id });
    const id = (row as { id: number }).id;
    await recordAudit(tx, actorId, 'scribe.add-event', { eventId: id, name });
    return id;
  });
}

/**
 * Saves an event's fields (404 when it no longer exists). When its points change, every attendee's cell that
 * attendance wrote follows in the same transaction (cells the Scribe typed stay as they are). An open check-in is
 * closed with the save when the event now begins more than an hour from `now`, and the answer says so.
 */
export async function updateEvent(
  actorId: number,
  eventId: number,
  fields: EventFields,
  now: Date,
): Promise<{ name: string; checkInClosed: boolean }> {
  return inTransaction(async (tx) => {
    await assertNameFree(tx, fields.name, eventId);
    const [before] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!before) refuse(404, EVENT_MESSAGES.notFound);
    // Check-in may only be open from an hour before the event: an event moved later than that is closed with it.
    const checkInClosed = checkInState(before, now).state === 'open' && now < checkInOpensFrom(fields.startsAt);
    await tx
      .update(events)
      .set({ ...fields, ...(checkInClosed && { checkInClosedAt: now }) })
      .where(eq(events.id, eventId));
    if (before.points !== fields.points) await syncPoints(tx, eventId, null);
    await recordAudit(tx, actorId, 'events.update', {
      eventId,
      name: fields.name,
      ...(before.points !== fields.points && { points: { from: before.points, to: fields.points } }),
      ...(checkInClosed && { checkInClosed }),
    });
    return { name: fields.name, checkInClosed };
  });
}

/** Deletes an event with its attendance and points (by cascade); its name, or null when it no longer exists. */
export async function deleteEvent(actorId: number, eventId: number, action = 'events.delete'): Promise<string | null> {
  return inTransaction(async (tx) => {
    const dependents = await eventDependents(eventId, tx);
    const [row] = await tx.delete(events).where(eq(events.id, eventId)).returning({ name: events.name });
    if (!row) return null;
    await recordAudit(tx, actorId, action, {
      eventId,
      name: row.name,
      attendance: dependents.attendance,
      pointCells: dependents.cells,
    });
    return row.name;
  });
}

/** An occurrence of the chapter calendar, as adopted. */
export interface Adoptable {
  calendarId: string;
  summary: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Adopts a calendar occurrence as an event (category 'other', 0 points; editable afterwards), remembered by its
 * calendar id. An occurrence already adopted is refused (409). A name another event has gets the occurrence's date
 * after it, as the name rule suggests, since a recurring event's occurrences share a summary.
 */
export async function adoptOccurrence(
  actorId: number,
  occurrence: Adoptable,
  day: string,
): Promise<{ eventId: number; name: string }> {
  return inTransaction(async (tx) => {
    await tx.execute(sql`lock table ${events} in share row exclusive mode`);
    const [adopted] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.calendarId, occurrence.calendarId));
    if (adopted) refuse(409, EVENT_MESSAGES.alreadyAdopted, { extra: { calendarId: occurrence.calendarId } });
    const others = (await tx.select({ name: events.name }).from(events)).map((e) => e.name);
    const plain = occurrence.summary.trim();
    const name = eventNameProblem(plain, others) === null ? plain : `${plain} (${day})`;
    const problem = eventNameProblem(name, others);
    if (problem) refuseName(problem);
    const [row] = await tx
      .insert(events)
      .values({
        name,
        category: 'other' satisfies EventCategory,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        location: occurrence.location,
        points: 0,
        calendarId: occurrence.calendarId,
      })
      .returning({ id: events.id });
    const eventId = (row as { id: number }).id;
    await recordAudit(tx, actorId, 'events.adopt', { eventId, name, calendarId: occurrence.calendarId });
    return { eventId, name };
  });
}

/** The calendar ids already adopted, among these. */
export async function adoptedCalendarIds(calendarIds: readonly string[]): Promise<Set<string>> {
  if (calendarIds.length === 0) return new Set();
  const rows = await db()
    .select({ calendarId: events.calendarId })
    .from(events)
    .where(inArray(events.calendarId, [...calendarIds]));
  return new Set(rows.map((r) => r.calendarId as string));
}

/** An event as a member's calendar feed shows it: the chapter's own facts, nobody's attendance. */
export type CalendarEvent = Pick<EventRecord, keyof typeof factColumns>;

/** The events that end at `since` or later, soonest first: what a calendar feed lists. */
export function calendarEventsSince(since: Date): Promise<CalendarEvent[]> {
  return db()
    .select(factColumns)
    .from(events)
    .where(gte(events.endsAt, since))
    .orderBy(asc(events.startsAt), asc(events.id));
}
