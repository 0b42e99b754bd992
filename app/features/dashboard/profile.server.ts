import { and, eq } from 'drizzle-orm';
import { members, terms } from '../../../db/schema';
import { PROFILE_GONE, type ProfileChanges } from './profile';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { chapterToday, termCoveringDay } from '../../shared/members/current-position.server';
import type { NewPicture } from '../../shared/members/member-picture.server';
import { saveOwnRecord } from '../user-management/index.server';

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
 * Saves a member's own changes in one transaction through user management, which owns the record: the new picture
 * (if any) is stored, the record updated and the picture it replaces deleted, or nothing at all happens. Refused
 * (404) when the member is no longer active.
 */
export async function updateOwnProfile(memberId: number, changes: ProfileChanges, picture?: NewPicture): Promise<void> {
  await inTransaction(async (tx) => {
    if (!(await saveOwnRecord(tx, memberId, changes, picture))) refuse(404, PROFILE_GONE);
  });
}
