import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { attendance, eventPoints, events, members } from '../../../../db/schema';
import { db } from '../../../shared/db/db.server';
import { sqlState } from '../../../shared/db/sql-state';
import { inTransaction } from '../../../shared/db/transaction.server';
import { deleteEveryEvent, deletePointsOf, overridePoints } from './point-cells.server';

let alice: number;
let bob: number;
let one: number;
let two: number;

const cells = () =>
  db()
    .select({
      memberId: eventPoints.memberId,
      eventId: eventPoints.eventId,
      points: eventPoints.points,
      overridden: eventPoints.overridden,
    })
    .from(eventPoints)
    .orderBy(asc(eventPoints.memberId), asc(eventPoints.eventId));

beforeEach(async () => {
  // One database for the whole file: each test starts from two events and one cell of its own.
  await db().delete(attendance);
  await db().delete(eventPoints);
  await db().delete(events);
  const [a, b] = await db()
    .insert(members)
    .values(['Alice', 'Bob'].map((firstName) => ({ status: 'active' as const, firstName, lastName: 'Cell' })))
    .returning({ id: members.id });
  const startsAt = new Date('2026-10-01T18:00:00Z');
  const endsAt = new Date('2026-10-01T20:00:00Z');
  const [e1, e2] = await db()
    .insert(events)
    .values([
      { name: 'One', startsAt, endsAt },
      { name: 'Two', startsAt, endsAt },
    ])
    .returning({ id: events.id });
  [alice, bob, one, two] = [a!.id, b!.id, e1!.id, e2!.id];
  await db().insert(eventPoints).values({ memberId: alice, eventId: one, points: 10, overridden: false });
});

describe("the points sheet's writes of points", () => {
  it('updates the cells that exist and inserts the others, all as overrides', async () => {
    await inTransaction((tx) =>
      overridePoints(tx, [{ memberId: alice, eventId: one, points: 15 }], [{ memberId: bob, eventId: two, points: 5 }]),
    );
    expect(await cells()).toEqual([
      { memberId: alice, eventId: one, points: 15, overridden: true },
      { memberId: bob, eventId: two, points: 5, overridden: true },
    ]);
  });

  it('fails with a unique violation when a cell it inserts is there already, writing nothing', async () => {
    const failed = await inTransaction((tx) =>
      overridePoints(tx, [], [{ memberId: alice, eventId: one, points: 20 }]),
    ).catch((error: unknown) => error);
    expect(sqlState(failed)).toBe('23505');
    expect(await cells()).toEqual([{ memberId: alice, eventId: one, points: 10, overridden: false }]);
  });

  it("deletes the members' points only", async () => {
    await db().insert(eventPoints).values({ memberId: bob, eventId: two, points: 7 });
    await inTransaction((tx) => deletePointsOf(tx, [alice]));
    expect(await cells()).toEqual([{ memberId: bob, eventId: two, points: 7, overridden: false }]);
  });

  it('deletes every event with its points and attendance, saying how many of each went', async () => {
    await db().insert(eventPoints).values({ memberId: bob, eventId: two, points: 7 });
    await db().insert(attendance).values({ memberId: bob, eventId: two, status: 'attended', how: 'roster' });
    expect(await inTransaction((tx) => deleteEveryEvent(tx))).toEqual({ events: 2, pointCells: 2 });
    expect(await db().select().from(events)).toEqual([]);
    expect(await cells()).toEqual([]);
    expect(await db().select().from(attendance)).toEqual([]);
  });
});
