import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { broDateGroupMembers, members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';

const mine = alias(broDateGroupMembers, 'mine');

/** The names in the member's bro-date group (the member included), in group order; null when in none. */
export async function findOwnBroDateNames(memberId: number): Promise<string[] | null> {
  const rows = await db()
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(mine)
    .innerJoin(broDateGroupMembers, eq(broDateGroupMembers.groupId, mine.groupId))
    .innerJoin(members, eq(members.id, broDateGroupMembers.memberId))
    .where(eq(mine.memberId, memberId))
    .orderBy(asc(mine.groupId), asc(broDateGroupMembers.position), asc(members.id));
  return rows.length > 0 ? rows.map((r) => `${r.firstName} ${r.lastName}`) : null;
}
