import { eq } from 'drizzle-orm';
import { targets } from '../../../db/schema';
import type { Tx } from '../../shared/db/db.server';
import type { MembersLeavingHandler } from '../../shared/members/members-leaving.server';

/** Members who leave leave the chain, one after another; whoever hunted one now hunts that one's target. */
export const leaveSpoonChain: MembersLeavingHandler = async (tx, memberIds) => {
  for (const id of memberIds) await leaveChain(tx, id);
};

/** The chain stays closed around the leaving player; a lone player leaves no one behind. */
async function leaveChain(tx: Tx, id: number) {
  const [own] = await tx.select({ targetId: targets.targetId }).from(targets).where(eq(targets.memberId, id));
  const next = own?.targetId === id ? null : (own?.targetId ?? null);
  await tx.update(targets).set({ targetId: next }).where(eq(targets.targetId, id));
  await tx.delete(targets).where(eq(targets.memberId, id));
}
