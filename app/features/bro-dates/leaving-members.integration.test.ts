import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { broDateGroupMembers, broDateGroups, members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { leaveBroDateGroups } from './leaving-members.server';

let ids: number[] = [];

beforeAll(async () => {
  const rows = await db()
    .insert(members)
    .values(['A', 'B', 'C', 'D'].map((name) => ({ status: 'active' as const, firstName: name, lastName: 'Dater' })))
    .returning({ id: members.id });
  ids = rows.map((row) => row.id);
});

describe('a member leaving their bro-date group', () => {
  it('shrinks their group and deletes a group left empty, keeping the others as drawn', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    const [first, second] = await db().insert(broDateGroups).values([{}, {}]).returning({ id: broDateGroups.id });
    await db()
      .insert(broDateGroupMembers)
      .values([
        { groupId: first?.id as number, memberId: a, position: 0 },
        { groupId: first?.id as number, memberId: b, position: 1 },
        { groupId: first?.id as number, memberId: c, position: 2 },
        { groupId: second?.id as number, memberId: d, position: 0 },
      ]);
    await inTransaction((tx) => leaveBroDateGroups(tx, [b, d], 'to-alumni'));
    expect(await db().select({ id: broDateGroups.id }).from(broDateGroups)).toEqual([{ id: first?.id }]);
    expect(
      await db()
        .select({
          groupId: broDateGroupMembers.groupId,
          memberId: broDateGroupMembers.memberId,
          position: broDateGroupMembers.position,
        })
        .from(broDateGroupMembers)
        .orderBy(asc(broDateGroupMembers.position)),
    ).toEqual([
      { groupId: first?.id, memberId: a, position: 0 },
      { groupId: first?.id, memberId: c, position: 2 },
    ]);
  });
});
