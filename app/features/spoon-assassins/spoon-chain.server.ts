import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members, targets } from '../../../db/schema';
import { chainKeepingEliminations, chainSignature } from './spoon-chain';
import { showTarget, targetResolver, type ShownTarget } from './target-chain';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { SPOON_MESSAGES } from './messages';
import { recordAudit } from '../../shared/db/audit.server';
import { fullName } from '../../shared/members/full-name';

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
  /** What this player's dashboard shows, by the one target rule: the officer sees the same. */
  shown: ShownTarget;
}

/** Who may play: active, non-dropped members, by last name. */
export async function listSpoonPlayers(): Promise<SpoonPlayer[]> {
  return db()
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(eq(members.status, 'active'), eq(members.dropped, false)))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
}

/**
 * The saved chain with each player's name and the target their dashboard shows (a player may have left the actives
 * since it was built).
 */
export async function listSpoonTargets(): Promise<SpoonTarget[]> {
  const target = alias(members, 'target');
  const rows = await db()
    .select({
      memberId: targets.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      targetId: targets.targetId,
      isEliminated: targets.isEliminated,
      targetFirstName: target.firstName,
      targetLastName: target.lastName,
    })
    .from(targets)
    .innerJoin(members, eq(members.id, targets.memberId))
    .leftJoin(target, eq(target.id, targets.targetId));
  const names = new Map<number, string>();
  for (const row of rows) {
    names.set(row.memberId, fullName(row));
    if (row.targetId !== null && row.targetFirstName !== null && row.targetLastName !== null)
      names.set(row.targetId, fullName({ firstName: row.targetFirstName, lastName: row.targetLastName }));
  }
  const resolve = targetResolver(rows);
  return rows.map(({ memberId, firstName, lastName, targetId, isEliminated }) => ({
    memberId,
    firstName,
    lastName,
    targetId,
    isEliminated,
    shown: showTarget(resolve(memberId), (id) => names.get(id)),
  }));
}

/**
 * Replaces the chain (already `isValidChain`), keeping eliminations; 409 when the saved chain is no longer the
 * `expected` one the page was built from. Answers how many players are still eliminated.
 */
export async function saveSpoonChain(actorId: number, players: readonly number[], expected?: string): Promise<number> {
  return inTransaction(async (tx) => {
    // Locked until the save commits, so two officers' saves of the same chain cannot both pass this check.
    const saved = await tx
      .select({ memberId: targets.memberId, targetId: targets.targetId, isEliminated: targets.isEliminated })
      .from(targets)
      .for('update');
    if (expected !== undefined && chainSignature(saved) !== expected) refuse(409, SPOON_MESSAGES.staleChain);
    const playable = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, [...players]), eq(members.status, 'active'), eq(members.dropped, false)));
    if (playable.length !== players.length) {
      const ok = new Set(playable.map((p) => p.id));
      const others = await tx
        .select({ firstName: members.firstName, lastName: members.lastName })
        .from(members)
        .where(
          inArray(
            members.id,
            players.filter((id) => !ok.has(id)),
          ),
        );
      refuse(400, SPOON_MESSAGES.cannotPlay(others.map(fullName)));
    }
    const out = saved.filter((link) => link.isEliminated).map((link) => link.memberId);
    const chain = chainKeepingEliminations(players, new Set(out));
    await tx.delete(targets);
    await tx.insert(targets).values(chain);
    const eliminated = chain.filter((link) => link.isEliminated).map((link) => link.memberId);
    await recordAudit(tx, actorId, 'spoon.save', { players, eliminated });
    return eliminated.length;
  });
}

/** A new game on the saved chain: every player alive again, audited; refused without a chain. Answers how many players. */
export async function startNewGame(actorId: number): Promise<number> {
  return inTransaction(async (tx) => {
    const revived = await tx
      .update(targets)
      .set({ isEliminated: false })
      .where(eq(targets.isEliminated, true))
      .returning({ id: targets.memberId });
    const players = await tx.$count(targets);
    if (players === 0) refuse(400, SPOON_MESSAGES.noChainForNewGame);
    await recordAudit(tx, actorId, 'spoon.new-game', { players, revived: revived.map((row) => row.id) });
    return players;
  });
}

/** Marks a player eliminated or back in the game and answers their name; refused when they are not in the chain. */
export async function setElimination(actorId: number, memberId: number, isEliminated: boolean): Promise<string> {
  return inTransaction(async (tx) => {
    const [row] = await tx
      .update(targets)
      .set({ isEliminated })
      .where(eq(targets.memberId, memberId))
      .returning({ memberId: targets.memberId });
    if (!row) refuse(404, SPOON_MESSAGES.notInChain);
    const [member] = await tx
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.id, memberId));
    const name = member ? fullName(member) : `Player ${memberId}`;
    await recordAudit(tx, actorId, 'spoon.toggle-elimination', { memberId, name, isEliminated });
    return name;
  });
}
