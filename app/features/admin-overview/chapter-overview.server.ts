import { count, eq, gte, sql } from 'drizzle-orm';
import { events, members, visits } from '../../../db/schema';
import type { DayCount } from './visit-chart';
import { db } from '../../shared/db/db.server';

export interface ChapterCounts {
  actives: number;
  alumni: number;
  events: number;
}

/** How many actives, alumni and events the chapter has. */
export async function chapterCounts(): Promise<ChapterCounts> {
  const [[actives], [alumni], [eventCount]] = await Promise.all([
    db().select({ n: count() }).from(members).where(eq(members.status, 'active')),
    db().select({ n: count() }).from(members).where(eq(members.status, 'alumni')),
    db().select({ n: count() }).from(events),
  ]);
  return { actives: actives?.n ?? 0, alumni: alumni?.n ?? 0, events: eventCount?.n ?? 0 };
}

/** Visits since `since`, counted per calendar date in the chapter's time zone (days without visits are absent). */
export async function visitsPerDay(since: Date, timeZone: string): Promise<DayCount[]> {
  const day = sql<string>`to_char(${visits.visitedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db()
      .select({ day, count: count() })
      .from(visits)
      .where(gte(visits.visitedAt, since))
      // By position: the time zone is a bound parameter, so repeating the expression would not match in GROUP BY.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}
