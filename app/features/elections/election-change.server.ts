/** What every election change takes first: the election locked, and whether a member is active. */
import { eq } from 'drizzle-orm';
import { elections, members } from '../../../db/schema';
import type { Db, Tx } from '../../shared/db/db.server';
import { refuse } from '../../shared/forms/refusal';
import { ELECTION_MESSAGES } from './messages';

export type Election = typeof elections.$inferSelect;

/** The election, locked for the rest of the transaction so two officers' changes to it take turns. */
export async function lockElection(tx: Tx, electionId: number, mode: 'update' | 'share' = 'update'): Promise<Election> {
  const [election] = await tx.select().from(elections).where(eq(elections.id, electionId)).for(mode);
  return election ?? refuse(404, ELECTION_MESSAGES.electionGone);
}

/**
 * Whether a member is active, their row locked so a conversion to alumni waits for this change; locked for update,
 * a second change of the same member's waits too.
 */
export async function isActive(tx: Tx, memberId: number, mode: 'share' | 'update' = 'share'): Promise<boolean> {
  const [row] = await tx.select({ status: members.status }).from(members).where(eq(members.id, memberId)).for(mode);
  return row?.status === 'active';
}

/** How many members are active now: the eligible voters of a race until its results are published. */
export const activeCount = (handle: Tx | Db) => handle.$count(members, eq(members.status, 'active'));
