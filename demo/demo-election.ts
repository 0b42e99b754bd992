/**
 * The demo chapter's coming election: next year's executive board, its nominations opening two weeks after the
 * demo is seeded, so officers find it on /admin/elections (and can edit it) while members see no prompt until it
 * opens. Periods last at least a day (docs/decisions/0015-election-safeguards.md): to walk through it at once, serve
 * the demo with SITE_MODE=test and set the browser's `test-clock` cookie to an instant inside a period. No past
 * election is seeded: the demo board's terms are its own.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../app/shared/db/db.server';
import { DAY_MS } from '../app/shared/time/calendar-days';
import { chapterDay } from '../app/shared/time/chapter-day';
import { zonedTimeToInstant } from '../app/shared/time/time-zone';
import { chapter, EXECUTIVE_ROLES } from '../app/config/chapter';
import { electionRaces, elections, members } from '../db/schema';

/** 09:00 in Los Angeles, `days` after the chapter's day of `now`. */
function morning(now: Date, days: number): Date {
  const day = chapterDay(new Date(now.getTime() + days * DAY_MS));
  return zonedTimeToInstant(`${day}T09:00`, chapter.timeZone);
}

export async function seedDemoElection(tx: Tx, now: Date): Promise<void> {
  const [regent] = await tx.select({ id: members.id }).from(members).where(eq(members.email, 'regent@example.org'));
  const year = new Date(now.getTime() + 60 * DAY_MS).getUTCFullYear();
  const [election] = await tx
    .insert(elections)
    .values({
      title: `Executive board ${year}`,
      nominationsOpenAt: morning(now, 14),
      nominationsCloseAt: morning(now, 21),
      votingOpenAt: morning(now, 21),
      votingCloseAt: morning(now, 23),
      createdBy: regent?.id ?? null,
    })
    .returning({ id: elections.id });
  const electionId = (election as { id: number }).id;
  await tx.insert(electionRaces).values(EXECUTIVE_ROLES.map((position) => ({ electionId, position })));
}
