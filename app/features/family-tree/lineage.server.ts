import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import type { LineageMember } from './tree-building';
import { pictureUrl } from '../../shared/pictures/pictures';
import { db } from '../../shared/db/db.server';

/** Everyone on the family tree (actives and alumni, not dropped alumni), with only the fields the tree shows. */
export async function findLineageMembers(): Promise<LineageMember[]> {
  const rows = await db()
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      class: members.class,
      graduationYear: members.graduationYear,
      family: members.family,
      status: members.status,
      bigId: members.bigId,
      profilePictureUrl: members.profilePictureUrl,
    })
    .from(members)
    .where(eq(members.dropped, false));
  return rows.map(({ profilePictureUrl, ...row }) => ({ ...row, picture: pictureUrl(profilePictureUrl) }));
}
