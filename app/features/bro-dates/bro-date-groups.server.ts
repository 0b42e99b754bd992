import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { broDateGroupMembers, broDateGroups, members } from '../../../db/schema';
import { groupForBroDates } from './group-sizes';
import { shuffle } from '../../shared/random/shuffle';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { recordAudit } from '../../shared/db/audit.server';

export interface BroDateGroup {
  id: number;
  members: { id: number; firstName: string; lastName: string }[];
}

/** Every group with its members' names, in the order they were drawn. */
export async function listBroDateGroups(): Promise<BroDateGroup[]> {
  const rows = await db()
    .select({
      groupId: broDateGroupMembers.groupId,
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(broDateGroupMembers)
    .innerJoin(members, eq(members.id, broDateGroupMembers.memberId))
    .orderBy(asc(broDateGroupMembers.groupId), asc(broDateGroupMembers.position));
  const groups = new Map<number, BroDateGroup>();
  for (const { groupId, ...member } of rows) {
    const group = groups.get(groupId) ?? { id: groupId, members: [] };
    group.members.push(member);
    groups.set(groupId, group);
  }
  return [...groups.values()];
}

/**
 * Draws new groups from every active, non-dropped member and replaces all groups in one transaction, so a failure
 * leaves the old groups in place. Returns the group sizes drawn.
 */
export async function reshuffleBroDateGroups(
  actorId: number,
  randomBelow: (n: number) => number = (n) => crypto.randomInt(n),
): Promise<number[]> {
  return inTransaction(async (tx) => {
    const eligible = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.status, 'active'), eq(members.dropped, false)))
      .orderBy(asc(members.id));
    const groups = groupForBroDates(
      shuffle(
        eligible.map((m) => m.id),
        randomBelow,
      ),
    );
    await tx.delete(broDateGroups);
    if (groups.length > 0) {
      const created = await tx
        .insert(broDateGroups)
        .values(groups.map(() => ({})))
        .returning({ id: broDateGroups.id });
      await tx
        .insert(broDateGroupMembers)
        .values(
          groups.flatMap((group, g) =>
            group.map((memberId, position) => ({ groupId: (created[g] as { id: number }).id, memberId, position })),
          ),
        );
    }
    const sizes = groups.map((group) => group.length);
    await recordAudit(tx, actorId, 'brodates.reshuffle', { members: eligible.length, groupSizes: sizes });
    return sizes;
  });
}
