import { and, eq, notExists } from 'drizzle-orm';
import { broDateGroupMembers, broDateGroups, eventPoints, members, targets } from '../../../db/schema';
import { db, type Tx } from '../../shared/db/db.server';
import { emailTaken, isEmailTaken } from './member-admin.server';
import { recordAudit } from '../../shared/db/audit.server';
import { endSessionsOf } from '../../shared/session/sessions.server';
import { fullName } from '../../shared/members/full-name';
import { chapterToday } from '../../shared/members/current-position.server';
import { leaveOffice, lockTerms } from '../officer-terms/index.server';

export type ConversionResult =
  { ok: true; firstName: string; lastName: string } | { ok: false; reason: 'gone' | 'no-email' | 'email-taken' };

/** Locks a member of the given status; null when the id is unknown or the status has changed meanwhile. */
async function lockMember(tx: Tx, id: number, status: 'active' | 'alumni') {
  const [row] = await tx
    .select({ firstName: members.firstName, lastName: members.lastName, email: members.email })
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, status)))
    .for('update');
  return row ?? null;
}

/**
 * Active -> alumni, one transaction: the id stays and so do the email and class (the export and a later conversion
 * back keep them; sign-in reads the status, so the email signs nobody in); their running officer term ends today in
 * the chapter's time zone and their coming terms are removed (past terms stay as history), points are not carried,
 * and the member leaves the games (spoon chain closed around them, bro-date group) and every signed-in session.
 */
export async function convertToAlumni(actorId: number, id: number): Promise<ConversionResult> {
  return db().transaction(async (tx) => {
    // Terms first, as every change of terms locks them, so a conversion and an assignment never wait on each other.
    await lockTerms(tx);
    const member = await lockMember(tx, id, 'active');
    if (!member) return { ok: false, reason: 'gone' };
    await leaveOffice(tx, actorId, id, chapterToday());
    await tx.update(members).set({ status: 'alumni', dropped: false, updatedAt: new Date() }).where(eq(members.id, id));
    await tx.delete(eventPoints).where(eq(eventPoints.memberId, id));
    await leaveSpoonChain(tx, id);
    await leaveBroDateGroups(tx, id);
    await endSessionsOf(tx, [id]);
    await recordAudit(tx, actorId, 'member.convert-to-alumni', { memberId: id, name: fullName(member) });
    return { ok: true, firstName: member.firstName, lastName: member.lastName };
  });
}

/**
 * Alumni -> active, one transaction: the id, email, class and founding member flag stay; no position (alumni hold
 * none), not dropped, 0 points. An active member needs an email to sign in: a record without one takes `email`, else it is refused.
 */
export async function convertToActive(actorId: number, id: number, email: string | null): Promise<ConversionResult> {
  try {
    return await db().transaction(async (tx) => {
      const member = await lockMember(tx, id, 'alumni');
      if (!member) return { ok: false, reason: 'gone' };
      const kept = member.email ?? email;
      if (!kept) return { ok: false, reason: 'no-email' };
      if (!member.email && (await emailTaken(tx, kept))) return { ok: false, reason: 'email-taken' };
      await tx
        .update(members)
        .set({ status: 'active', email: kept, dropped: false, updatedAt: new Date() })
        .where(eq(members.id, id));
      await tx.delete(eventPoints).where(eq(eventPoints.memberId, id));
      await recordAudit(tx, actorId, 'alumni.convert-to-active', { memberId: id, name: fullName(member) });
      return { ok: true, firstName: member.firstName, lastName: member.lastName };
    });
  } catch (error) {
    if (isEmailTaken(error)) return { ok: false, reason: 'email-taken' };
    throw error;
  }
}

/** Whoever hunted the leaving player now hunts the player's own target, so the chain stays closed. */
async function leaveSpoonChain(tx: Tx, id: number) {
  const [own] = await tx.select({ targetId: targets.targetId }).from(targets).where(eq(targets.memberId, id));
  const next = own?.targetId === id ? null : (own?.targetId ?? null);
  await tx.update(targets).set({ targetId: next }).where(eq(targets.targetId, id));
  await tx.delete(targets).where(eq(targets.memberId, id));
}

async function leaveBroDateGroups(tx: Tx, id: number) {
  await tx.delete(broDateGroupMembers).where(eq(broDateGroupMembers.memberId, id));
  const emptied = tx
    .select({ groupId: broDateGroupMembers.groupId })
    .from(broDateGroupMembers)
    .where(eq(broDateGroupMembers.groupId, broDateGroups.id));
  await tx.delete(broDateGroups).where(notExists(emptied));
}
