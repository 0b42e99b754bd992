import { and, eq } from 'drizzle-orm';
import { members, terms } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { chapterToday, termCoveringDay } from '../../shared/members/current-position.server';

/**
 * The public directories. Only columns a visitor may see are selected: never email, points, the dropped flag,
 * session data or timestamps.
 */
const publicColumns = {
  id: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  major: members.major,
  graduationYear: members.graduationYear,
  profilePictureUrl: members.profilePictureUrl,
  linkedinUrl: members.linkedinUrl,
};

export type PublicBrother = Awaited<ReturnType<typeof listBrothers>>[number];
export type PublicAlumnus = Awaited<ReturnType<typeof listAlumni>>[number];

/** Every active member with the position they hold today, for Meet the Brothers. */
export function listBrothers() {
  return db()
    .select({ ...publicColumns, class: members.class, role: terms.position })
    .from(members)
    .leftJoin(terms, termCoveringDay(chapterToday()))
    .where(eq(members.status, 'active'));
}

/** Alumni who did not drop, for the alumni page. */
export function listAlumni() {
  return db()
    .select({ ...publicColumns, foundingMember: members.foundingMember })
    .from(members)
    .where(and(eq(members.status, 'alumni'), eq(members.dropped, false)));
}

/** The name of today's Regent, which signs the message on the home page. */
export async function findRegentName(): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await db()
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .innerJoin(terms, termCoveringDay(chapterToday()))
    .where(and(eq(members.status, 'active'), eq(terms.position, 'Regent')))
    .limit(1);
  return row ?? null;
}
