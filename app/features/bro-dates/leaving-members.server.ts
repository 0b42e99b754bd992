import { eq, inArray, notExists } from 'drizzle-orm';
import { broDateGroupMembers, broDateGroups } from '../../../db/schema';
import type { MembersLeavingHandler } from '../../shared/members/members-leaving.server';

/** Members who leave leave their bro-date group; a group left empty is deleted. */
export const leaveBroDateGroups: MembersLeavingHandler = async (tx, memberIds) => {
  await tx.delete(broDateGroupMembers).where(inArray(broDateGroupMembers.memberId, [...memberIds]));
  const emptied = tx
    .select({ groupId: broDateGroupMembers.groupId })
    .from(broDateGroupMembers)
    .where(eq(broDateGroupMembers.groupId, broDateGroups.id));
  await tx.delete(broDateGroups).where(notExists(emptied));
};
