import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPoints, events, members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { forgetLeavingPoints } from './leaving-members.server';

describe('a member leaving', () => {
  it("deletes every point of the leaving members and nobody else's", async () => {
    const [a, b, c] = await db()
      .insert(members)
      .values(['A', 'B', 'C'].map((name) => ({ status: 'active' as const, firstName: name, lastName: 'Scored' })))
      .returning({ id: members.id });
    const startsAt = new Date('2026-10-01T18:00:00Z');
    const endsAt = new Date('2026-10-01T20:00:00Z');
    const [one, two] = await db()
      .insert(events)
      .values([
        { name: 'One', startsAt, endsAt },
        { name: 'Two', startsAt, endsAt },
      ])
      .returning({ id: events.id });
    const cell = (memberId: number, eventId: number, points: number) => ({ memberId, eventId, points });
    await db()
      .insert(eventPoints)
      .values([
        cell(a?.id as number, one?.id as number, 10),
        cell(a?.id as number, two?.id as number, 20),
        cell(b?.id as number, one?.id as number, 30),
        cell(c?.id as number, two?.id as number, 40),
      ]);
    await inTransaction((tx) => forgetLeavingPoints(tx, [a?.id as number, c?.id as number], 'to-alumni'));
    expect(
      await db()
        .select({ memberId: eventPoints.memberId, points: eventPoints.points })
        .from(eventPoints)
        .orderBy(asc(eventPoints.memberId)),
    ).toEqual([{ memberId: b?.id, points: 30 }]);
  });
});
