import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { electionRaces, electionVoters, elections, members, notifications, terms } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db } from '../../app/shared/db/db.server';
import { electionNotices } from '../../app/features/elections/index.server';
import { nominate } from '../../app/features/elections/nominations.server';
import { publishResults } from '../../app/features/elections/elections.server';
import { termStartNotices } from '../../app/features/officer-terms/index.server';
import { chapterDay } from '../../app/shared/time/chapter-day';
import { addDays } from '../../app/shared/time/calendar-days';
import { now } from '../../app/shared/time/clock.server';
import { memberId } from './officer-tools';

// The notices the site sends by itself on a date or a phase: each once, however often (and from however many
// processes at once) the scheduled look runs.

const HOUR = 60 * 60 * 1000;
let active: number[] = [];
let member = 0;
let scribe = 0;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  member = await memberId('member@example.org');
  scribe = await memberId('scribe@example.org');
  active = (await db().select({ id: members.id }).from(members).where(eq(members.status, 'active'))).map((m) => m.id);
});
beforeEach(async () => {
  await db().execute(sql`truncate notifications, outbox, notices_sent restart identity`);
});

/** The notifications of a kind about one thing (the demo chapter's own elections and terms send theirs too). */
const received = async (kind: string, about: string) =>
  db()
    .select({ memberId: notifications.memberId, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), like(notifications.title, `%${about}%`)))
    .orderBy(notifications.memberId, notifications.id);

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** An election of one position whose nominations open at `start`, each period a day long. */
async function electionFrom(start: Date, title: string) {
  const at = (days: number) => new Date(start.getTime() + days * 24 * HOUR);
  const [election] = await db()
    .insert(elections)
    .values({
      title,
      nominationsOpenAt: at(0),
      nominationsCloseAt: at(1),
      votingOpenAt: at(2),
      votingCloseAt: at(3),
    })
    .returning();
  const [race] = await db()
    .insert(electionRaces)
    .values({ electionId: election!.id, position: 'Historian' })
    .returning({ id: electionRaces.id });
  return { election: election!, raceId: race!.id };
}

describe('election notices', () => {
  it('tell every active member once when nominations open and when voting opens, and remind who has not voted', async () => {
    const start = new Date(now().getTime() - HOUR);
    const { election, raceId } = await electionFrom(start, `Spring ${crypto.randomUUID().slice(0, 6)}`);

    // Looked at twice, and twice at once (as two processes would): one notice each.
    await electionNotices(now());
    await Promise.all([electionNotices(now()), electionNotices(now())]);
    const nominations = await received('election-nominations', election.title);
    expect(nominations.map((n) => n.memberId)).toEqual(sorted(active));
    expect(nominations[0]?.title).toBe(`Nominations are open: ${election.title}`);

    const votingOpen = new Date(election.votingOpenAt.getTime() + HOUR);
    await electionNotices(votingOpen);
    await electionNotices(votingOpen);
    expect((await received('election-voting', election.title)).map((n) => n.memberId)).toEqual(sorted(active));

    // The day before voting closes: only those who have not voted.
    await db().insert(electionVoters).values({ raceId, memberId: member });
    await db().execute(sql`truncate notifications`);
    const dayBefore = new Date(election.votingCloseAt.getTime() - 2 * HOUR);
    await Promise.all([electionNotices(dayBefore), electionNotices(dayBefore)]);
    const reminders = await received('election-voting', election.title);
    expect(reminders.map((n) => n.memberId)).toEqual(sorted(active.filter((id) => id !== member)));
    expect(reminders[0]?.title).toBe(`Voting closes soon: ${election.title}`);
  });

  it('tell a nominee they were nominated, and every active member when results are published', async () => {
    const { election } = await electionFrom(
      new Date(now().getTime() - HOUR),
      `Fall ${crypto.randomUUID().slice(0, 6)}`,
    );
    await nominate(scribe, { electionId: election.id, position: 'Historian', nomineeId: member });
    expect(await received('election-nominations', 'You were nominated')).toEqual([
      { memberId: member, title: 'You were nominated for Historian' },
    ]);

    const past = new Date(now().getTime() - 5 * 24 * HOUR);
    const { election: closed } = await electionFrom(past, `Closed ${crypto.randomUUID().slice(0, 6)}`);
    await publishResults(scribe, closed.id);
    const results = await received('election-results', closed.title);
    expect(results.map((n) => n.memberId)).toEqual(sorted(active));
    expect(results[0]?.title).toBe(`Results published: ${closed.title}`);
  });
});

describe('term notices', () => {
  it('tell the member once when their term starts within 30 days, and once on its first day', async () => {
    const today = chapterDay(now());
    const withTerms = new Set((await db().select({ id: terms.memberId }).from(terms)).map((t) => t.id));
    const other = active.find((id) => !withTerms.has(id) && id !== member) as number;
    await db()
      .insert(terms)
      .values([
        { memberId: member, position: 'Alumni Liaison', startsOn: addDays(today, 10), endsOn: addDays(today, 100) },
        // Too far ahead to announce yet.
        { memberId: other, position: 'Alumni Liaison', startsOn: addDays(today, 400), endsOn: addDays(today, 500) },
      ]);
    await termStartNotices(now());
    await Promise.all([termStartNotices(now()), termStartNotices(now())]);
    expect(await received('term-start', 'Alumni Liaison')).toEqual([
      { memberId: member, title: 'Your term as Alumni Liaison starts in 10 days' },
    ]);

    const firstDay = new Date(now().getTime() + 10 * 24 * HOUR);
    await termStartNotices(firstDay);
    await termStartNotices(firstDay);
    expect((await received('term-start', 'Alumni Liaison')).map((n) => n.title)).toEqual([
      'Your term as Alumni Liaison starts in 10 days',
      'Your term as Alumni Liaison starts today',
    ]);
  });
});
