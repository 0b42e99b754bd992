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
import { inTransaction } from '../../shared/db/transaction.server';
import { databaseErrorCode } from '../../shared/db/sql-state';
import { refuse } from '../../shared/forms/refusal';
import { BIG_LOOP, EMAIL_TAKEN, RECORD_GONE, SAVE_MESSAGES } from './messages';
import { recordAudit } from '../../shared/db/audit.server';
import { now } from '../../shared/time/clock.server';
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

export type SaveIntent = keyof typeof SAVE_MESSAGES;
type Kind = 'active' | 'alumni';
type Fields<K extends Kind> = K extends 'active' ? ActiveFields : AlumniFields;

/** Whether a database error is a second member with the same email: a unique violation of the email index. */
export function isEmailTaken(error: unknown): boolean {
  const found = databaseErrorCode(error);
  return found?.code === '23505' && (found.constraint ?? EMAIL_INDEX) === EMAIL_INDEX;
}
const EMAIL_INDEX = 'members_email_lower_idx';

/** Runs `work`; a concurrent save that took the same email fails on the unique index and is refused by `taken`. */
export async function refusingTakenEmail<T>(work: Promise<T>, taken: () => never): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isEmailTaken(error)) taken();
    throw error;
  }
}

/**
 * Refuses an add or edit form with its fields marked: 404 when the record is gone, else 400, with the form's alert
 * (a bad LinkedIn address is the alert itself).
 */
export function refuseFields(intent: SaveIntent, errors: FieldErrors): never {
  const status = errors.form === RECORD_GONE ? 404 : 400;
  return refuse(status, errors.linkedinUrl ?? SAVE_MESSAGES[intent].error, { errors });
}

const intentOf = (kind: Kind, id: number | null): SaveIntent => `${id === null ? 'add' : 'edit'}-${kind}`;

/** Whether another record than `id` (any record when null) holds this email, ignoring case. */
export async function emailTaken(tx: Tx, email: string, id: number | null = null): Promise<boolean> {
  const [owner] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.toLowerCase()}`, id === null ? undefined : ne(members.id, id)))
    .limit(1);
  return owner !== undefined;
}

/** Refuses a taken email, or a big that does not exist or would close a loop. */
async function checkAgainstDatabase(
  tx: Tx,
  intent: SaveIntent,
  id: number | null,
  email: string | null,
  bigId: number | null,
): Promise<void> {
  const errors: FieldErrors = {};
  if (email && (await emailTaken(tx, email, id))) errors.email = EMAIL_TAKEN;
  if (bigId !== null) {
    const lineage = await tx.select({ id: members.id, bigId: members.bigId }).from(members);
    if (!lineage.some((record) => record.id === bigId)) errors.bigId = FIELD_MESSAGES.bigId;
    else if (id !== null && wouldCreateCycle(lineage, id, bigId)) errors.bigId = BIG_LOOP;
  }
  if (Object.keys(errors).length > 0) refuseFields(intent, errors);
}

/** Adds an active member or an alumni record, with its picture if one was chosen and its audit row, in one transaction. */
export async function createMember<K extends Kind>(
  actorId: number,
  kind: K,
  fields: Fields<K>,
  picture?: PictureChange,
): Promise<number> {
  return save(intentOf(kind, null), async (tx, intent) => {
    const email = 'email' in fields ? fields.email : null;
    await checkAgainstDatabase(tx, intent, null, email, fields.bigId);
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
    return id;
  });
}

/** Changes an active member or an alumni record of that status, and its picture if `picture` says so. */
export async function updateMember<K extends Kind>(
  actorId: number,
  kind: K,
  id: number,
  fields: Fields<K>,
  picture?: PictureChange,
): Promise<number> {
  return save(intentOf(kind, id), async (tx, intent) => {
    const [existing] = await tx
      .select({ id: members.id, email: members.email, profilePictureUrl: members.profilePictureUrl })
      .from(members)
      .where(and(eq(members.id, id), eq(members.status, kind)))
      .for('update');
    if (!existing) refuseFields(intent, { form: RECORD_GONE });
    const email = 'email' in fields ? fields.email : null;
    await checkAgainstDatabase(tx, intent, id, email, fields.bigId);
    const profilePictureUrl = await changeMemberPicture(tx, existing.profilePictureUrl, picture);
    await tx
      .update(members)
      .set({ ...fields, profilePictureUrl, updatedAt: now() })
      .where(eq(members.id, id));
    // Whoever signed in with the old address must not stay signed in as this member.
    if (changesSignInEmail(existing.email, email)) await endSessionsOf(tx, [id]);
    await recordAudit(tx, actorId, kind === 'active' ? 'member.update' : 'alumni.update', {
      memberId: id,
      name: `${fields.firstName} ${fields.lastName}`,
    });
    return id;
  });
}

/** Runs a save in one transaction; a concurrent save that took the same email is the same refusal as a taken one. */
function save(intent: SaveIntent, work: (tx: Tx, intent: SaveIntent) => Promise<number>): Promise<number> {
  return refusingTakenEmail(
    inTransaction((tx) => work(tx, intent)),
    () => refuseFields(intent, { email: EMAIL_TAKEN }),
  );
}
