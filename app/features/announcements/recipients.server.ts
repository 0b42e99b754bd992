import { and, asc, eq, exists, isNotNull, type SQL } from 'drizzle-orm';
import { FAMILIES } from '../../config/chapter';
import { members, terms } from '../../../db/schema';
import { db, type Db, type Tx } from '../../shared/db/db.server';
import { chapterToday, termCoveringDay } from '../../shared/members/current-position.server';
import type { Audience } from './audience';

/** Which members an audience means today: actives (by class, family or office), or alumni who may be emailed. */
function condition(audience: Audience): SQL {
  const active = eq(members.status, 'active');
  switch (audience.kind) {
    case 'active':
      return active;
    case 'officers':
      return and(active, exists(db().select().from(terms).where(termCoveringDay(chapterToday()))))!;
    case 'alumni':
      return and(eq(members.status, 'alumni'), eq(members.dropped, false), isNotNull(members.email))!;
    case 'class':
      return and(active, eq(members.class, audience.name))!;
    case 'family':
      return and(active, eq(members.family, audience.name))!;
  }
}

/** The ids of the members an announcement to `audience` reaches now, read in `handle` (the sending transaction). */
export async function recipientsOf(audience: Audience, handle: Tx | Db = db()): Promise<number[]> {
  const rows = await handle.select({ id: members.id }).from(members).where(condition(audience)).orderBy(members.id);
  return rows.map((row) => row.id);
}

/** The classes and families the form offers: the classes active members are in, and the chapter's families. */
export async function audienceChoices(): Promise<{ classes: string[]; families: readonly string[] }> {
  const rows = await db()
    .selectDistinct({ name: members.class })
    .from(members)
    .where(and(eq(members.status, 'active'), isNotNull(members.class)))
    .orderBy(asc(members.class));
  return { classes: rows.map((row) => row.name as string), families: FAMILIES };
}
