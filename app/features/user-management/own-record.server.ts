import { and, eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import type { Tx } from '../../shared/db/db.server';
import { changeMemberPicture, type NewPicture } from '../../shared/members/member-picture.server';

/** What a member may change on their own record; the dashboard's profile form checks each field first. */
export type OwnRecordChanges = Pick<
  typeof members.$inferInsert,
  'firstName' | 'lastName' | 'major' | 'graduationYear' | 'linkedinUrl'
>;

/**
 * Saves a member's own changes in the caller's transaction: the new picture (if any) stored, the record updated and
 * the picture it replaces deleted. False, with nothing written, when no active record has that id.
 */
export async function saveOwnRecord(
  tx: Tx,
  memberId: number,
  changes: OwnRecordChanges,
  picture?: NewPicture,
): Promise<boolean> {
  const [current] = await tx
    .select({ profilePictureUrl: members.profilePictureUrl })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.status, 'active')))
    .for('update');
  if (!current) return false;
  const profilePictureUrl = await changeMemberPicture(tx, current.profilePictureUrl, picture);
  await tx
    .update(members)
    .set({ ...changes, profilePictureUrl, updatedAt: new Date() })
    .where(eq(members.id, memberId));
  return true;
}
