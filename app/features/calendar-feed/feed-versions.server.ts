import { eq, sql } from 'drizzle-orm';
import { calendarFeeds } from '../../../db/schema';
import { db, type Tx } from '../../shared/db/db.server';

/** A member who never regenerated their feed has its first version. */
const FIRST_VERSION = 1;

/** The version of the member's feed address that works now. */
export async function feedVersion(memberId: number): Promise<number> {
  const [row] = await db()
    .select({ version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, memberId));
  return row?.version ?? FIRST_VERSION;
}

/** Moves the member's feed to its next version, so every older address stops working; answers the new version. */
export async function regenerateFeed(tx: Tx, memberId: number, at: Date): Promise<number> {
  const [{ version }] = (await tx
    .insert(calendarFeeds)
    .values({ memberId, version: FIRST_VERSION + 1, regeneratedAt: at })
    .onConflictDoUpdate({
      target: calendarFeeds.memberId,
      set: { version: sql`${calendarFeeds.version} + 1`, regeneratedAt: at },
    })
    .returning({ version: calendarFeeds.version })) as [{ version: number }];
  return version;
}
