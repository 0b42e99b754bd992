import { and, eq, notExists } from 'drizzle-orm';
import { broDateGroupMembers, broDateGroups, eventPoints, members, targets } from '../../../db/schema';
import { db, type Tx } from '../../shared/db/db.server';
import { recordAudit } from '../../shared/db/audit.server';
import { endSessionsOf } from '../../shared/session/sessions.server';

export type ConversionResult = { ok: true; firstName: string; lastName: string } | { ok: false };

/** Locks a member of the given status; null when the id is unknown or the status has changed meanwhile. */
async function lockMember(tx: Tx, id: number, status: 'active' | 'alumni') {
  const [row] = await tx
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, status)))
    .for('update');
  return row ?? null;
}

/**
 * Active -> alumni, one transaction: the id stays, email and role are cleared, dropped is false,
 * points are not carried, and the member leaves the games (spoon chain closed around them, bro-date group) and
 * every signed-in session.
 */
export async function convertToAlumni(actorId: number, id: number): Promise<ConversionResult> {
  return db().transaction(async (tx) => {
    const member = await lockMember(tx, id, 'active');
    if (!member) return { ok: false };
    await tx
      .update(members)
      .set({ status: 'alumni', email: null, role: null, dropped: false, updatedAt: new Date() })
      .where(eq(members.id, id));
    await tx.delete(eventPoints).where(eq(eventPoints.memberId, id));
    await leaveSpoonChain(tx, id);
    await leaveBroDateGroups(tx, id);
    await endSessionsOf(tx, [id]);
    await recordAudit(tx, actorId, 'member.convert-to-alumni', { memberId: id, name: fullName(member) });
    return { ok: true, ...member };
  });
}

/** Alumni -> active, one transaction: the id stays; email, class and role empty, 0 points. */
export async function convertToActive(actorId: number, id: number): Promise<ConversionResult> {
  return db().transaction(async (tx) => {
    const member = await lockMember(tx, id, 'alumni');
    if (!member) return { ok: false };
    await tx
      .update(members)
      .set({ status: 'active', email: null, class: null, role: null, dropped: false, updatedAt: new Date() })
      .where(eq(members.id, id));
    await tx.delete(eventPoints).where(eq(eventPoints.memberId, id));
    await recordAudit(tx, actorId, 'alumni.convert-to-active', { memberId: id, name: fullName(member) });
    return { ok: true, ...member };
  });
}

const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

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
