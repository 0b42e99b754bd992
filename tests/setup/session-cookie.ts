import { count, eq, ne } from 'drizzle-orm';
import { sessionCookie } from '../../app/shared/session/cookies.server';
import { db } from '../../app/shared/db/db.server';
import { createSession } from '../../app/shared/session/sessions.server';
import { sessions } from '../../db/schema';

/** A Cookie header that signs a request in as the member, through a real session row. */
export async function signedInCookie(memberId: number): Promise<string> {
  const serialized = await sessionCookie.serialize(await createSession(memberId, null));
  return serialized.split(';')[0] as string;
}

/** How many sessions the member has, and how many everyone else has: to see whose sessions a change ended. */
export async function sessionCounts(memberId: number): Promise<{ own: number; others: number }> {
  const countWhere = async (condition: ReturnType<typeof eq>) =>
    (await db().select({ n: count() }).from(sessions).where(condition))[0]?.n ?? 0;
  return {
    own: await countWhere(eq(sessions.memberId, memberId)),
    others: await countWhere(ne(sessions.memberId, memberId)),
  };
}
