import { and, asc, count, eq, inArray, not } from 'drizzle-orm';
import { members, targets } from '../../../db/schema';
import { buildTargets } from './spoon-chain';
import { db } from '../../shared/db/db.server';
import { recordAudit } from '../../shared/db/audit.server';

export interface SpoonPlayer {
  id: number;
  firstName: string;
  lastName: string;
}

export interface SpoonTarget {
  memberId: number;
  firstName: string;
  lastName: string;
  targetId: number | null;
  isEliminated: boolean;
}

/** Who may play: active, non-dropped members, by last name. */
export async function listSpoonPlayers(): Promise<SpoonPlayer[]> {
  return db()
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(eq(members.status, 'active'), eq(members.dropped, false)))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
}

/** The saved chain with each player's name (a player may have left the actives since it was built). */
export async function listSpoonTargets(): Promise<SpoonTarget[]> {
  return db()
    .select({
      memberId: targets.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      targetId: targets.targetId,
      isEliminated: targets.isEliminated,
    })
    .from(targets)
    .innerJoin(members, eq(members.id, targets.memberId));
}

/** Thrown when a chain names someone who cannot play; nothing has been written. */
export class UnknownPlayerError extends Error {}

/**
 * Replaces the whole chain in one transaction: old targets deleted, each player targeting the next, everyone alive
 * again. `players` must already satisfy isValidChain.
 */
export async function saveSpoonChain(actorId: number, players: readonly number[]): Promise<void> {
  await db().transaction(async (tx) => {
    const [known] = await tx
      .select({ n: count() })
      .from(members)
      .where(and(inArray(members.id, [...players]), eq(members.status, 'active'), eq(members.dropped, false)));
    if (known?.n !== players.length) throw new UnknownPlayerError();
    await tx.delete(targets);
    await tx.insert(targets).values(buildTargets(players).map((link) => ({ ...link, isEliminated: false })));
    await recordAudit(tx, actorId, 'spoon.save', { players });
  });
}

/** Flips a player's elimination; null when the member is not in the chain. */
export async function toggleElimination(actorId: number, memberId: number): Promise<boolean | null> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(targets)
      .set({ isEliminated: not(targets.isEliminated) })
      .where(eq(targets.memberId, memberId))
      .returning({ isEliminated: targets.isEliminated });
    if (!row) return null;
    await recordAudit(tx, actorId, 'spoon.toggle-elimination', { memberId, isEliminated: row.isEliminated });
    return row.isEliminated;
  });
}
