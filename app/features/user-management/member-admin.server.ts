import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { wouldCreateCycle } from '../../shared/members/lineage';
import { type ActiveFields, type AlumniFields, FIELD_MESSAGES } from '../../shared/members/member-fields';
import type { FieldErrors } from '../../shared/forms/action-result';
import type { AdminMember, AdminTerm } from './member-list';
import { chapterToday } from '../../shared/members/current-position.server';
import { covers } from '../officer-terms';
import { everyTerm, givenBackOnRemoval } from '../officer-terms/index.server';
import { changesSignInEmail } from '../../shared/members/sign-in-email';
import { db, type Tx } from '../../shared/db/db.server';
import { recordAudit } from '../../shared/db/audit.server';
import { changeMemberPicture, type PictureChange } from '../../shared/members/member-picture.server';
import { endSessionsOf } from '../../shared/session/sessions.server';

export const adminColumns = {
  id: members.id,
  status: members.status,
  email: members.email,
  firstName: members.firstName,
  lastName: members.lastName,
  class: members.class,
  graduationYear: members.graduationYear,
  family: members.family,
  major: members.major,
  bigId: members.bigId,
  linkedinUrl: members.linkedinUrl,
  profilePictureUrl: members.profilePictureUrl,
  dropped: members.dropped,
  foundingMember: members.foundingMember,
};

/**
 * Actives and alumni, by last name, each with their officer terms (oldest first) and the position of the one
 * covering `today` in the chapter's time zone: their role.
 */
export async function listAdminMembers(today = chapterToday()): Promise<AdminMember[]> {
  const [records, allTerms] = await Promise.all([
    db().select(adminColumns).from(members).orderBy(asc(members.lastName), asc(members.firstName), asc(members.id)),
    everyTerm(),
  ]);
  // What removing each term not begun would give back, in one read for the whole list: the confirmation names it.
  const removable = allTerms.filter((term) => term.startsOn >= today).map((term) => term.id);
  const givesBack = await givenBackOnRemoval(allTerms, removable);
  const termsOf = new Map<number, AdminTerm[]>();
  for (const { memberId, id, position, startsOn, endsOn } of allTerms) {
    const term = { id, position, startsOn, endsOn, givesBack: givesBack.get(id) ?? [] };
    termsOf.set(memberId, [...(termsOf.get(memberId) ?? []), term]);
  }
  return records.map((record) => {
    const own = termsOf.get(record.id) ?? [];
    const current = own.find((term) => covers(term, today)) ?? null;
    return { ...record, role: current?.position ?? null, roleSince: current?.startsOn ?? null, terms: own };
  });
}

export type SaveResult = { ok: true; id: number } | { ok: false; errors: FieldErrors };
type Kind = 'active' | 'alumni';
type Fields<K extends Kind> = K extends 'active' ? ActiveFields : AlumniFields;

/** Whether a Postgres error (maybe wrapped by drizzle) is a second member with the same email. */
export function isEmailTaken(error: unknown): boolean {
  const causes = [error, (error as { cause?: unknown } | null)?.cause] as ({
    code?: string;
    constraint?: string;
  } | null)[];
  return causes.some((e) => e?.code === '23505' && (e.constraint ?? EMAIL_INDEX) === EMAIL_INDEX);
}
const EMAIL_INDEX = 'members_email_lower_idx';

export const EMAIL_TAKEN = 'Another member already uses this email.';
export const BIG_LOOP = 'This big would make a loop in the family tree.';
export const RECORD_GONE = 'This record no longer exists.';

/** Whether another record than `id` (any record when null) holds this email, ignoring case. */
export async function emailTaken(tx: Tx, email: string, id: number | null = null): Promise<boolean> {
  const [owner] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.toLowerCase()}`, id === null ? undefined : ne(members.id, id)))
    .limit(1);
  return owner !== undefined;
}

/** Field errors that need the database: a taken email, a big that does not exist or would close a loop. */
async function checkAgainstDatabase(
  tx: Tx,
  id: number | null,
  email: string | null,
  bigId: number | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (email && (await emailTaken(tx, email, id))) errors.email = EMAIL_TAKEN;
  if (bigId !== null) {
    const lineage = await tx.select({ id: members.id, bigId: members.bigId }).from(members);
    if (!lineage.some((record) => record.id === bigId)) errors.bigId = FIELD_MESSAGES.bigId;
    else if (id !== null && wouldCreateCycle(lineage, id, bigId)) errors.bigId = BIG_LOOP;
  }
  return errors;
}

/** Adds an active member or an alumni record, with its picture if one was chosen and its audit row, in one transaction. */
export async function createMember<K extends Kind>(
  actorId: number,
  kind: K,
  fields: Fields<K>,
  picture?: PictureChange,
): Promise<SaveResult> {
  return save(async (tx) => {
    const email = 'email' in fields ? fields.email : null;
    const errors = await checkAgainstDatabase(tx, null, email, fields.bigId);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const profilePictureUrl = await changeMemberPicture(tx, null, picture);
    const [row] = await tx
      .insert(members)
      .values({ ...fields, status: kind, profilePictureUrl })
      .returning({ id: members.id });
    const id = (row as { id: number }).id;
    await recordAudit(tx, actorId, kind === 'active' ? 'member.create' : 'alumni.create', {
      memberId: id,
      name: `${fields.firstName} ${fields.lastName}`,
    });
    return { ok: true, id };
  });
}

/**
 * Changes an active member or an alumni record of that status, and its picture if `picture` says so; a missing record
 * is an error on the form.
 */
export async function updateMember<K extends Kind>(
  actorId: number,
  kind: K,
  id: number,
  fields: Fields<K>,
  picture?: PictureChange,
): Promise<SaveResult> {
  return save(async (tx) => {
    const [existing] = await tx
      .select({ id: members.id, email: members.email, profilePictureUrl: members.profilePictureUrl })
      .from(members)
      .where(and(eq(members.id, id), eq(members.status, kind)))
      .for('update');
    if (!existing) return { ok: false, errors: { form: RECORD_GONE } };
    const email = 'email' in fields ? fields.email : null;
    const errors = await checkAgainstDatabase(tx, id, email, fields.bigId);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const profilePictureUrl = await changeMemberPicture(tx, existing.profilePictureUrl, picture);
    await tx
      .update(members)
      .set({ ...fields, profilePictureUrl, updatedAt: new Date() })
      .where(eq(members.id, id));
    // Whoever signed in with the old address must not stay signed in as this member.
    if (changesSignInEmail(existing.email, email)) await endSessionsOf(tx, [id]);
    await recordAudit(tx, actorId, kind === 'active' ? 'member.update' : 'alumni.update', {
      memberId: id,
      name: `${fields.firstName} ${fields.lastName}`,
    });
    return { ok: true, id };
  });
}

/** Runs a save in a transaction; a concurrent save that took the same email becomes the same field error. */
async function save(work: (tx: Tx) => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await db().transaction(work);
  } catch (error) {
    if (isEmailTaken(error)) return { ok: false, errors: { email: EMAIL_TAKEN } };
    throw error;
  }
}
