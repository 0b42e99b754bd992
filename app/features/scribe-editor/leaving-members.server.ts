import type { Tx } from '../../shared/db/db.server';
import type { MembersLeavingHandler } from '../../shared/members/members-leaving.server';
import { deletePointsOf } from '../events/index.server';

/** Deletes the members' points at every event: an alumnus keeps none, and one converted back starts at 0. */
export async function forgetPointsOf(tx: Tx, memberIds: readonly number[]): Promise<void> {
  await deletePointsOf(tx, memberIds);
}

/** Members who leave lose their points. */
export const forgetLeavingPoints: MembersLeavingHandler = (tx, memberIds) => forgetPointsOf(tx, memberIds);
