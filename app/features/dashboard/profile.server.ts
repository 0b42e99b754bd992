import { and, eq } from 'drizzle-orm';
import { members, terms } from '../../../db/schema';
import { PROFILE_GONE, type ProfileChanges } from './profile';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { chapterToday, termCoveringDay } from '../../shared/members/current-position.server';
import { changeMemberPicture, type NewPicture } from '../../shared/members/member-picture.server';

/** What the dashboard shows of the signed-in member's own record. */
export interface MemberProfile {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  role: string | null;
  major: string | null;
  class: string | null;
  graduationYear: number | null;
  family: string | null;
  linkedinUrl: string | null;
  profilePictureUrl: string | null;
}

/** The active member's own profile with the position they hold today, or null when no active record has that id. */
export async function findMemberProfile(memberId: number): Promise<MemberProfile | null> {
  const [row] = await db()
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      role: terms.position,
      major: members.major,
      class: members.class,
      graduationYear: members.graduationYear,
      family: members.family,
      linkedinUrl: members.linkedinUrl,
      profilePictureUrl: members.profilePictureUrl,
    })
    .from(members)
    .leftJoin(terms, termCoveringDay(chapterToday()))
    .where(and(eq(members.id, memberId), eq(members.status, 'active')))
    .limit(1);
  return row ?? null;
}

/**
 * Saves a member's own changes in one transaction: the new picture (if any) is stored, the record updated and the
 * picture it replaces deleted, or nothing at all happens. Refused (404) when the member is no longer active.
 */
export async function updateOwnProfile(memberId: number, changes: ProfileChanges, picture?: NewPicture): Promise<void> {
  await inTransaction(async (tx) => {
    const [current] = await tx
      .select({ profilePictureUrl: members.profilePictureUrl })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.status, 'active')))
      .for('update');
    if (!current) refuse(404, PROFILE_GONE);
    const profilePictureUrl = await changeMemberPicture(tx, current.profilePictureUrl, picture);
    await tx
      .update(members)
      .set({ ...changes, profilePictureUrl, updatedAt: new Date() })
      .where(eq(members.id, memberId));
  });
}
