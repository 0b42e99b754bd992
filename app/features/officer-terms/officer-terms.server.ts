/**
 * Officer terms in the database: assigning a position from a day, ending and removing a term, and reading a member's
 * terms and a position's history. Every change runs in one transaction with the terms table locked against other
 * writers, and records an audit row; the table's exclusion constraints stay the last word if anything slips past.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, members, terms } from '../../../db/schema';
import { recordAudit } from '../../shared/db/audit.server';
import { db, type Db, type Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { sqlState } from '../../shared/db/sql-state';
import { refuse } from '../../shared/forms/refusal';
import { fullName } from '../../shared/members/full-name';
import { assignmentText, messages } from './messages';
import { chapterDay } from '../../shared/time/chapter-day';
import { dayBefore } from '../../shared/time/calendar-days';
import { now } from '../../shared/time/clock.server';
import {
  planAssignment,
  planEnd,
  planGiveBack,
  planLeaving,
  planRemoval,
  positionOn,
  type Assignment,
  type EndedByAssignment,
  type OfficerTerm,
} from './term-rules';

/** A change made: the sentence that confirms it and the term it was about. */
export interface TermChanged {
  termId: number;
  message: string;
}

async function readTerms(handle: Tx | Db, where: SQL | undefined, newestFirst = false): Promise<OfficerTerm[]> {
  const rows = await handle
    .select({
      id: terms.id,
      memberId: terms.memberId,
      position: terms.position,
      startsOn: terms.startsOn,
      endsOn: terms.endsOn,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(terms)
    .innerJoin(members, eq(members.id, terms.memberId))
    .where(where)
    .orderBy(newestFirst ? desc(terms.startsOn) : asc(terms.startsOn), asc(terms.id));
  return rows.map(({ firstName, lastName, ...term }) => ({ ...term, memberName: fullName({ firstName, lastName }) }));
}

/** The exclusion constraints' refusal: SQLSTATE 23P01, an exclusion violation. */
const isOverlapRefusal = (error: unknown) => sqlState(error) === '23P01';

/**
 * Runs a change of terms in one transaction, the table locked first (share row exclusive, which conflicts with
 * itself): a second officer's change waits for the first to commit, then reads what it wrote and is judged on it.
 */
async function changeTerms(change: (tx: Tx) => Promise<TermChanged>): Promise<TermChanged> {
  try {
    return await inTransaction(async (tx) => {
      await lockTerms(tx);
      return change(tx);
    });
  } catch (error) {
    if (isOverlapRefusal(error)) refuse(409, messages.overlapped);
    throw error;
  }
}

/**
 * Locks the terms table against other changes of terms for the rest of the caller's transaction. A caller that also
 * locks a member row locks this first, as every change of terms does, so two transactions never wait on each other.
 */
export async function lockTerms(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${terms} in share row exclusive mode`);
}

/**
 * In the caller's transaction (after `lockTerms`), a member leaving the active list on `day`: their running term
 * ends that day and their coming terms are removed (`planLeaving`), each with its audit row.
 */
export async function leaveOffice(tx: Tx, actorId: number, memberId: number, day: string): Promise<void> {
  const plan = planLeaving(await readTerms(tx, eq(terms.memberId, memberId)), day);
  if (plan.end) {
    await tx.update(terms).set({ endsOn: day }).where(eq(terms.id, plan.end.id));
    await recordAudit(tx, actorId, 'terms.end', {
      memberId,
      termId: plan.end.id,
      position: plan.end.position,
      endsOn: day,
      endedOn: plan.end.endsOn,
    });
  }
  for (const term of plan.remove) {
    await tx.delete(terms).where(eq(terms.id, term.id));
    await recordAudit(tx, actorId, 'terms.remove', {
      memberId,
      termId: term.id,
      position: term.position,
      startsOn: term.startsOn,
      endsOn: term.endsOn,
    });
  }
}

async function findTerm(tx: Tx, termId: number): Promise<OfficerTerm | null> {
  return (await readTerms(tx, eq(terms.id, termId)))[0] ?? null;
}

/**
 * Makes an active member hold a position from a day, open-ended. Their own running position and the position's
 * running holder end the day before; a term already set to begin on or after that day refuses it (see
 * planAssignment).
 */
export async function assignPosition(actorId: number, assignment: Assignment): Promise<TermChanged> {
  return changeTerms((tx) => assignWithin(tx, actorId, assignment));
}

/**
 * Assigns a position inside the caller's transaction, which has called `lockTerms` first: for a change that writes
 * something else with the term, all or nothing (the first Webmaster, made with their member record).
 */
export async function assignWithin(tx: Tx, actorId: number, assignment: Assignment): Promise<TermChanged> {
  const [member] = await tx
    .select({ status: members.status, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, assignment.memberId))
    .for('update');
  if (!member) refuse(404, messages.memberGone);
  const memberName = fullName(member);
  if (member.status !== 'active') refuse(400, messages.notActive(memberName));
  const existing = await readTerms(
    tx,
    or(eq(terms.memberId, assignment.memberId), eq(terms.position, assignment.position)),
  );
  const plan = planAssignment(assignment, existing);
  if (!plan.ok) refuse(409, plan.message);
  const lastDay = dayBefore(assignment.startsOn);
  for (const term of plan.value.end) await tx.update(terms).set({ endsOn: lastDay }).where(eq(terms.id, term.id));
  const [row] = await tx.insert(terms).values(assignment).returning({ id: terms.id });
  const termId = (row as { id: number }).id;
  await recordAudit(tx, actorId, 'terms.assign', {
    memberId: assignment.memberId,
    termId,
    position: assignment.position,
    startsOn: assignment.startsOn,
    // endedOn, the last day each had before, lets a removal of this term give it back (removeTerm).
    name: memberName,
    ended: plan.value.end.map((term) => ({
      termId: term.id,
      memberId: term.memberId,
      name: term.memberName,
      position: term.position,
      endsOn: lastDay,
      endedOn: term.endsOn,
    })),
  });
  return {
    termId,
    message: assignmentText(
      { ...assignment, memberName },
      plan.value.end.map((term) => ({ ...term, lastDay })),
    ),
  };
}

/**
 * Assigns several positions together (a newly elected board), all or nothing. `alsoWrite` runs first in the same
 * transaction, so the caller's checks under its locks come before any term is judged (a second confirmation of an
 * election is told it was applied, not that the terms overlap) and its record commits or rolls back with the terms.
 */
export async function assignPositions(
  actorId: number,
  assignments: readonly Assignment[],
  alsoWrite: (tx: Tx) => Promise<void> = async () => {},
): Promise<TermChanged> {
  return changeTerms(async (tx) => {
    if (assignments.length === 0) refuse(400, messages.nothingToAssign);
    await alsoWrite(tx);
    const said: string[] = [];
    let termId = 0;
    for (const assignment of assignments) {
      const made = await assignWithin(tx, actorId, assignment);
      said.push(made.message);
      termId = made.termId;
    }
    return { termId, message: said.join(' ') };
  });
}

/** Ends a term on its last day (included), sooner than it ends now. */
export async function endTerm(actorId: number, termId: number, lastDay: string): Promise<TermChanged> {
  return changeTerms(async (tx) => {
    const term = await findTerm(tx, termId);
    if (!term) refuse(404, messages.termGone);
    const plan = planEnd(term, lastDay);
    if (!plan.ok) refuse(400, plan.message);
    await tx.update(terms).set({ endsOn: lastDay }).where(eq(terms.id, termId));
    await recordAudit(tx, actorId, 'terms.end', {
      memberId: term.memberId,
      termId,
      position: term.position,
      endsOn: lastDay,
      endedOn: term.endsOn,
    });
    return { termId, message: messages.ended(term.memberName, term.position, lastDay) };
  });
}

/**
 * Removes a term that starts today or later and gives each term its assignment ended back its last day, unless a later
 * term is in the way: removing "Bob, Regent from January 1" leaves Alice Regent, not nobody.
 */
export async function removeTerm(actorId: number, termId: number, at: Date = now()): Promise<TermChanged> {
  return changeTerms(async (tx) => {
    const term = await findTerm(tx, termId);
    if (!term) refuse(404, messages.termGone);
    const plan = planRemoval(term, chapterDay(at));
    if (!plan.ok) refuse(409, plan.message);
    const restored = (await givenBackOnRemoval(await everyTerm(tx), [termId], tx)).get(termId) ?? [];
    await tx.delete(terms).where(eq(terms.id, termId));
    for (const back of restored) await tx.update(terms).set({ endsOn: back.endsOn }).where(eq(terms.id, back.id));
    await recordAudit(tx, actorId, 'terms.remove', {
      memberId: term.memberId,
      termId,
      position: term.position,
      startsOn: term.startsOn,
      endsOn: term.endsOn,
      restored: restored.map((t) => ({ termId: t.id, memberId: t.memberId, position: t.position, endsOn: t.endsOn })),
    });
    return { termId, message: messages.removed(term.memberName, term.position, restored) };
  });
}

/**
 * The terms each of these terms' assignments ended, as their audit rows recorded them (the newest row of each term),
 * in one read.
 */
async function endedByAssignments(handle: Tx | Db, termIds: readonly number[]) {
  const ended = new Map<number, EndedByAssignment[]>();
  if (termIds.length === 0) return ended;
  const rows = await handle
    .select({ termId: sql<number>`(${auditLog.details}->>'termId')::int`, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'terms.assign'), inArray(sql`(${auditLog.details}->>'termId')::int`, [...termIds])))
    .orderBy(asc(auditLog.id));
  for (const { termId, details } of rows) {
    ended.set(termId, (details as { ended?: EndedByAssignment[] }).ended ?? []);
  }
  return ended;
}

/**
 * What removing each of these terms would give back (planGiveBack over `board`, every term as it stands): what the
 * confirmation before a removal names, and exactly what removeTerm then does.
 */
export async function givenBackOnRemoval(
  board: readonly OfficerTerm[],
  termIds: readonly number[],
  handle: Tx | Db = db(),
) {
  const ended = await endedByAssignments(handle, termIds);
  return new Map(termIds.map((termId) => [termId, planGiveBack(termId, ended.get(termId) ?? [], board)]));
}

/** Every member's terms, oldest first: user management shows each member's beside them. */
export const everyTerm = (handle: Tx | Db = db()) => readTerms(handle, undefined);

/** A member's terms, oldest first: past, current and coming. */
export const termsOfMember = (memberId: number) => readTerms(db(), eq(terms.memberId, memberId));

/** Who held a position, newest first. */
export const positionHistory = (position: string, handle: Tx | Db = db()) =>
  readTerms(handle, eq(terms.position, position), true);

/**
 * Who held a position, newest first, as a public page may name them: without members marked dropped, whom no public
 * page lists. The About page's past Regents by year read this.
 */
export const publicPositionHistory = (position: string) =>
  readTerms(db(), and(eq(terms.position, position), eq(members.dropped, false)), true);

/** A member's position at an instant (today by default), in the chapter's time zone; null when they hold none. */
export async function currentPosition(memberId: number, at: Date = now()): Promise<string | null> {
  return positionOn(await termsOfMember(memberId), memberId, chapterDay(at));
}
