import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brodateGroupMembers, members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';

const mine = alias(brodateGroupMembers, 'mine');

/** The names in the member's bro-date group (the member included), in group order; null when in none. */
export async function findOwnBroDateNames(memberId: number): Promise<string[] | null> {
  const rows = await db()
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(mine)
    .innerJoin(brodateGroupMembers, eq(brodateGroupMembers.groupId, mine.groupId))
    .innerJoin(members, eq(members.id, brodateGroupMembers.memberId))
    .where(eq(mine.memberId, memberId))
    .orderBy(asc(mine.groupId), asc(brodateGroupMembers.position), asc(members.id));
  return rows.length > 0 ? rows.map((r) => `${r.firstName} ${r.lastName}`) : null;
}
