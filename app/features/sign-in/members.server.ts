import { and, eq, sql } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';

/** The active member whose email matches, ignoring case; alumni never sign in. */
export async function findActiveMemberByEmail(email: string): Promise<{ id: number } | null> {
  const [row] = await db()
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.status, 'active'), sql`lower(${members.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row ?? null;
}
