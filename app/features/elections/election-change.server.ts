/**
 * How every election change runs and answers: in one transaction, refused with a status and a sentence (nothing
 * written), or done with the sentence that confirms it; ready for `saved` and `refused` (docs/features.md, "Forms").
 */
import { eq } from 'drizzle-orm';
import { elections, members } from '../../../db/schema';
import { db, type Db, type Tx } from '../../shared/db/db.server';
import { refused, saved } from '../../shared/forms/action.server';
import { ELECTION_MESSAGES } from './messages';

export type ChangeStatus = 400 | 403 | 404 | 409;
export type ElectionChange =
  | { ok: true; message: string; id?: number }
  | { ok: false; status: ChangeStatus; message: string; errors?: Record<string, string> };

/** Thrown inside a change to roll back everything it wrote and answer the refusal. */
export class Refused extends Error {
  constructor(
    readonly status: ChangeStatus,
    message: string,
    /** The form's fields to mark, each with its first problem. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const refusal = (error: Refused): ElectionChange => ({
  ok: false,
  status: error.status,
  message: error.message,
  ...(error.errors ? { errors: error.errors } : {}),
});

export const done = (message: string, id?: number): ElectionChange => ({ ok: true, message, id });

/** Runs a change in one transaction; a `Refused` rolls it back and becomes the answer. */
export async function change(work: (tx: Tx) => Promise<ElectionChange>): Promise<ElectionChange> {
  try {
    return await db().transaction(work);
  } catch (error) {
    if (error instanceof Refused) return refusal(error);
    throw error;
  }
}

export type Election = typeof elections.$inferSelect;

/** The election, locked for the rest of the transaction so two officers' changes to it take turns. */
export async function lockElection(tx: Tx, electionId: number, mode: 'update' | 'share' = 'update'): Promise<Election> {
  const [election] = await tx.select().from(elections).where(eq(elections.id, electionId)).for(mode);
  if (!election) throw new Refused(404, ELECTION_MESSAGES.electionGone);
  return election;
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

/** A change's answer to the page's form, through the shared `saved` and `refused`. */
export const answer = (intent: string, change: ElectionChange) =>
  change.ok
    ? saved(intent, change.message)
    : refused(intent, change.status, change.message, change.errors ? { errors: change.errors } : {});
