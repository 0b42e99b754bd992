import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendance, eventPoints, events } from '../../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../../demo/demo-chapter';
import { db } from '../../../shared/db/db.server';
import { memberId } from '../../../../tests/integration/officer-tools';
import { recordAttendance } from '../attendance/attendance.server';
import { checkInCode, windowAt } from './check-in-code.server';
import { checkInMember, findCode } from './check-in.server';
import { CHECK_IN_MESSAGES as M } from './check-in-messages';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-11-25T19:10:00Z');
let member = 0;
let scribe = 0;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  member = await memberId('member@example.org');
  scribe = await memberId('scribe@example.org');
});

async function newEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db()
    .insert(events)
    .values({
      name: `Meeting ${Math.random()}`,
      startsAt: new Date(now.getTime() - HOUR),
      endsAt: new Date(now.getTime() + HOUR),
      points: 50,
      checkInStartedAt: new Date(now.getTime() - 10 * 60 * 1000),
      ...values,
    })
    .returning();
  return row as typeof events.$inferSelect;
}

const cell = async (eventId: number, who = member) =>
  (
    await db()
      .select({ points: eventPoints.points, overridden: eventPoints.overridden })
      .from(eventPoints)
      .where(and(eq(eventPoints.eventId, eventId), eq(eventPoints.memberId, who)))
  )[0] ?? null;

const code = (event: typeof events.$inferSelect, window: number) =>
  checkInCode(event.id, event.checkInStartedAt as Date, window);

describe('codes', () => {
  it('accepts the current and the previous window, calls older ones expired', async () => {
    const event = await newEvent();
    const w = windowAt(now);
    expect(await findCode(code(event, w), now)).toEqual({ kind: 'open', eventId: event.id });
    expect(await findCode(code(event, w - 1), now)).toEqual({ kind: 'open', eventId: event.id });
    expect(await findCode(code(event, w - 2), now)).toEqual({ kind: 'expired' });
    expect(await findCode('ZZZZZZ', now)).toEqual({ kind: 'wrong-code' });
  });

  it('calls a code of a closed check-in closed', async () => {
    const event = await newEvent({ checkInClosedAt: new Date(now.getTime() - 60_000) });
    expect(await findCode(code(event, windowAt(now) - 4), now)).toEqual({ kind: 'closed', eventName: event.name });
  });
});

describe('checkInMember', () => {
  it('checks in once and gives the event points, then says already', async () => {
    const event = await newEvent();
    expect(await checkInMember(member, event.id, now)).toEqual({ eventName: event.name, points: 50 });
    expect(await cell(event.id)).toEqual({ points: 50, overridden: false });
    await expect(checkInMember(member, event.id, now)).rejects.toMatchObject({
      status: 409,
      message: M.already(event.name),
    });
    const rows = await db().select().from(attendance).where(eq(attendance.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses after the end plus grace and writes nothing', async () => {
    const event = await newEvent({ endsAt: new Date(now.getTime() - 16 * 60 * 1000) });
    await expect(checkInMember(member, event.id, now)).rejects.toMatchObject({
      status: 409,
      message: M.closed(event.name),
    });
    expect(await db().select().from(attendance).where(eq(attendance.eventId, event.id))).toEqual([]);
  });

  it('leaves a cell the Scribe typed alone, and the roster takes points away unless overridden', async () => {
    const event = await newEvent();
    await db().insert(eventPoints).values({ memberId: scribe, eventId: event.id, points: 7, overridden: true });
    await checkInMember(scribe, event.id, now);
    expect(await cell(event.id, scribe)).toEqual({ points: 7, overridden: true });
    await checkInMember(member, event.id, now);
    await db().transaction((tx) =>
      recordAttendance(tx, event.id, [{ memberId: member, status: 'excused', reason: 'exam' }], 'roster', scribe),
    );
    expect(await cell(event.id)).toBeNull();
    await db().transaction((tx) =>
      recordAttendance(tx, event.id, [{ memberId: scribe, status: 'absent' }], 'roster', scribe),
    );
    expect(await cell(event.id, scribe)).toEqual({ points: 7, overridden: true });
  });
});
