/**
 * The demo's coming election, its nominations opening two weeks after seeding; to walk through it at once, serve with
 * SITE_MODE=test and set the `test-clock` cookie inside a period (docs/decisions/0015-election-safeguards.md).
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
