import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { attendance, eventPoints, events, members } from '../../../db/schema';
import { eventStage, type AttendanceMark, type CellChange, type EventStage } from './points-sheet-rules';
import { now } from '../../shared/time/clock.server';
import { db, type Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { Refusal, refuse } from '../../shared/forms/refusal';
import { SCRIBE_MESSAGES } from './messages';
import { recordAudit } from '../../shared/db/audit.server';
import { sqlState } from '../../shared/db/sql-state';
import { deleteEveryEvent, overridePoints } from '../events/index.server';

export interface PointsSheetData {
  members: { id: number; firstName: string; lastName: string }[];
  /** Newest first, so this week's event is the first column a phone shows; with where it stands now. */
  events: { id: number; name: string; date: string; stage: EventStage }[];
  /** Non-zero cells only, as [memberId, eventId, points]; a missing cell is 0. */
  points: [number, number, number][];
  /** The cells the Scribe typed (overrides, kept whatever attendance says), as [memberId, eventId]. */
  overridden: [number, number][];
  /** How attendance marked active members, as [memberId, eventId, mark]; one without, absent once it ended. */
  attendance: [number, number, AttendanceMark][];
}

/** Every active member (a row each), every event (a column each), their points and where they came from. */
export async function loadPointsSheet(): Promise<PointsSheetData> {
  const [rows, columns, cells, marks] = await Promise.all([
    db()
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.status, 'active'))
      .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id)),
    db()
      .select({ id: events.id, name: events.name, date: events.startsAt, endsAt: events.endsAt })
      .from(events)
      .orderBy(desc(events.startsAt), desc(events.id)),
    db()
      .select({
        memberId: eventPoints.memberId,
        eventId: eventPoints.eventId,
        points: eventPoints.points,
        overridden: eventPoints.overridden,
      })
      .from(eventPoints)
      .innerJoin(members, eq(members.id, eventPoints.memberId))
      .where(and(eq(members.status, 'active'), sql`(${eventPoints.points} > 0 or ${eventPoints.overridden})`)),
    db()
      .select({
        memberId: attendance.memberId,
        eventId: attendance.eventId,
        status: attendance.status,
        how: attendance.how,
      })
      .from(attendance)
      .innerJoin(members, eq(members.id, attendance.memberId))
      .where(eq(members.status, 'active')),
  ]);
  const today = now();
  return {
    members: rows,
    events: columns.map(({ endsAt, ...e }) => ({
      ...e,
      date: e.date.toISOString(),
      stage: eventStage(e.date, endsAt, today),
    })),
    points: cells.filter((c) => c.points > 0).map((c): [number, number, number] => [c.memberId, c.eventId, c.points]),
    overridden: cells.filter((c) => c.overridden).map((c): [number, number] => [c.memberId, c.eventId]),
    attendance: marks.map((m): [number, number, AttendanceMark] => [
      m.memberId,
      m.eventId,
      m.status === 'excused' ? 'excused' : m.how === 'check-in' ? 'checked-in' : 'attended',
    ]),
  };
}

/** A cell, its member or its event changed after the officer's page loaded: nothing is written. */
const refuseStale = () => refuse(409, SCRIBE_MESSAGES.conflict);

/**
 * Writes the changed cells in one transaction, but only if every cell still holds the value the page loaded
 * (optimistic concurrency): the existing rows are locked and compared, then events stores them as overrides; a
 * concurrent insert of the same cell fails with a unique violation and the save is refused as stale.
 */
export async function saveCells(actorId: number, cells: readonly CellChange[]): Promise<void> {
  await inTransaction(async (tx) => {
    await assertStillOnSheet(tx, cells);
    const current = await lockCells(tx, cells);
    if (cells.some((c) => (current.get(`${c.memberId}:${c.eventId}`) ?? 0) !== c.was)) refuseStale();
    const known = (c: CellChange) => current.has(`${c.memberId}:${c.eventId}`);
    await overridePoints(
      tx,
      cells.filter(known),
      cells.filter((c) => !known(c)),
    ).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new Refusal(409, SCRIBE_MESSAGES.conflict) : error;
    });
    await recordAudit(tx, actorId, 'scribe.save', { cells: cells.length });
  });
}

async function assertStillOnSheet(tx: Tx, cells: readonly CellChange[]) {
  const memberIds = [...new Set(cells.map((c) => c.memberId))];
  const eventIds = [...new Set(cells.map((c) => c.eventId))];
  const [activeRows, eventRows] = await Promise.all([
    tx
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, memberIds), eq(members.status, 'active'))),
    tx.select({ id: events.id }).from(events).where(inArray(events.id, eventIds)),
  ]);
  if (activeRows.length !== memberIds.length || eventRows.length !== eventIds.length) refuseStale();
}

async function lockCells(tx: Tx, cells: readonly CellChange[]): Promise<Map<string, number>> {
  const pairs = sql.join(
    cells.map((c) => sql`(${c.memberId}::int, ${c.eventId}::int)`),
    sql`, `,
  );
  const rows = await tx
    .select({ memberId: eventPoints.memberId, eventId: eventPoints.eventId, points: eventPoints.points })
    .from(eventPoints)
    .where(sql`(${eventPoints.memberId}, ${eventPoints.eventId}) in (${pairs})`)
    .for('update');
  return new Map(rows.map((r) => [`${r.memberId}:${r.eventId}`, r.points]));
}

/** A unique violation (SQLSTATE 23505): another save inserted the same cell first. */
const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** Deletes every event and all event points in one transaction; every member's total becomes 0. */
export async function resetScribeData(actorId: number): Promise<void> {
  await inTransaction(async (tx) => {
    await recordAudit(tx, actorId, 'scribe.reset', await deleteEveryEvent(tx));
  });
}
