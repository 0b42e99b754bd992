import { inArray } from 'drizzle-orm';
import { eventPoints } from '../../../db/schema';
import type { Tx } from '../../shared/db/db.server';
import type { MembersLeavingHandler } from '../../shared/members/members-leaving.server';

/** Deletes the members' points at every event: an alumnus keeps none, and one converted back starts at 0. */
export async function forgetPointsOf(tx: Tx, memberIds: readonly number[]): Promise<void> {
  await tx.delete(eventPoints).where(inArray(eventPoints.memberId, [...memberIds]));
}

/** Members who leave lose their points. */
export const forgetLeavingPoints: MembersLeavingHandler = (tx, memberIds) => forgetPointsOf(tx, memberIds);
