import { and, eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import type { Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { emailTaken, refusingTakenEmail } from './member-admin.server';
import { recordAudit } from '../../shared/db/audit.server';
import { now } from '../../shared/time/clock.server';
import { endSessionsOf } from '../../shared/session/sessions.server';
import { fullName } from '../../shared/members/full-name';
import { FIELD_MESSAGES } from '../../shared/members/member-fields';
import { membersLeaving } from '../../shared/members/members-leaving.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { leaveOffice, lockTerms } from '../officer-terms/index.server';
import { forgetPointsOf } from '../scribe-editor/index.server';
import { CONVERSION_REFUSED, EMAIL_TAKEN } from './messages';

type Converted = { firstName: string; lastName: string };

/** Locks a member of the given status; refused as gone when the id is unknown or the status has changed meanwhile. */
async function lockMember(tx: Tx, id: number, status: 'active' | 'alumni') {
  const [row] = await tx
    .select({ firstName: members.firstName, lastName: members.lastName, email: members.email })
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, status)))
    .for('update');
  return row ?? refuse(404, CONVERSION_REFUSED.gone);
}

const refuseEmail = (problem: string) => refuse(400, CONVERSION_REFUSED.fields, { errors: { email: problem } });

/**
 * Active -> alumni, one transaction: the id, email and class stay (sign-in reads the status, so the email signs
 * nobody in); the running term ends today in the chapter's time zone and coming terms are removed; the features that
 * keep something of members let go of it (members leaving); every session ends.
 */
export async function convertToAlumni(actorId: number, id: number): Promise<Converted> {
  return inTransaction(async (tx) => {
    // Terms first, as every change of terms locks them, so a conversion and an assignment never wait on each other.
    await lockTerms(tx);
    const member = await lockMember(tx, id, 'active');
    await leaveOffice(tx, actorId, id, chapterToday());
    await tx.update(members).set({ status: 'alumni', dropped: false, updatedAt: now() }).where(eq(members.id, id));
    await membersLeaving(tx, [id], 'to-alumni');
    await endSessionsOf(tx, [id]);
    await recordAudit(tx, actorId, 'member.convert-to-alumni', { memberId: id, name: fullName(member) });
    return { firstName: member.firstName, lastName: member.lastName };
  });
}

/**
 * Alumni -> active, one transaction: the id, email, class and founding member flag stay; no position, not dropped,
 * 0 points. An active member signs in with an email: a record without one takes `email`, else it is refused.
 */
export async function convertToActive(actorId: number, id: number, email: string | null): Promise<Converted> {
  return refusingTakenEmail(
    inTransaction(async (tx) => {
      const member = await lockMember(tx, id, 'alumni');
      const kept = member.email ?? email ?? refuseEmail(FIELD_MESSAGES.emailRequired);
      if (!member.email && (await emailTaken(tx, kept))) refuseEmail(EMAIL_TAKEN);
      await tx
        .update(members)
        .set({ status: 'active', email: kept, dropped: false, updatedAt: now() })
        .where(eq(members.id, id));
      await forgetPointsOf(tx, [id]);
      await recordAudit(tx, actorId, 'alumni.convert-to-active', { memberId: id, name: fullName(member) });
      return { firstName: member.firstName, lastName: member.lastName };
    }),
    () => refuseEmail(EMAIL_TAKEN),
  );
}
