import { eq } from 'drizzle-orm';
import { members, targets } from '../../../db/schema';
import { resolveTarget } from './target-chain';
import { db } from '../../shared/db/db.server';

/** What the member's Spoon Assassins card shows; only their own target's name, never the chain. */
export type OwnTarget =
  { kind: 'not-playing' } | { kind: 'eliminated' } | { kind: 'none' } | { kind: 'target'; name: string };

/** The member's displayed target by the target rule, computed here on the server. */
export async function findOwnTarget(memberId: number): Promise<OwnTarget> {
  const records = await db()
    .select({ memberId: targets.memberId, targetId: targets.targetId, isEliminated: targets.isEliminated })
    .from(targets);
  const outcome = resolveTarget(memberId, records);
  if (outcome.kind !== 'target') return outcome;
  const [target] = await db()
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, outcome.targetId))
    .limit(1);
  return target ? { kind: 'target', name: `${target.firstName} ${target.lastName}` } : { kind: 'none' };
}
