/**
 * The demo chapter's officer terms and position handbooks: every demo officer holds their role as a term from the
 * day of seeding, a few positions have a handbook (the Scribe's with an earlier version to compare and restore), and
 * one member who is none of the sign-in accounts of the tests takes over as Vice Regent in two weeks, so their
 * dashboard shows the incoming officer's card.
 */
import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { chapter } from '../../app/config/chapter';
import type { Tx } from '../../app/shared/db/db.server';
import { dateInZone } from '../../app/shared/text/time-zone';
import { handbookVersions, members, terms } from '../schema';
import { DEMO_ACCOUNTS } from './demo-data';

/** The position the demo's incoming officer takes, and in how many days. */
export const DEMO_INCOMING = { position: 'Vice Regent', inDays: 14 } as const;

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const HANDBOOKS: { position: string; daysAgo: number; body: string }[] = [
  {
    position: 'Regent',
    daysAgo: 60,
    body: `# Your first month

- Meet the outgoing Regent and read every officer's handbook.
- Book the chapter meeting room for the whole term with the **Campus Activities** office.
- Send the term's calendar to the members in the first week.

# Chapter meetings

Meetings run on Sunday evenings. Keep them under an hour: post the agenda on Friday and *start on time*.

# Who to call

The chapter's adviser answers within a day; see [the national site](https://thetatau.org) for the Regent's guide.`,
  },
  {
    position: 'Scribe',
    daysAgo: 40,
    body: `# Minutes

Take the minutes at every chapter meeting and send them within two days.`,
  },
  {
    position: 'Scribe',
    daysAgo: 10,
    body: `# Minutes

Take the minutes at every chapter meeting and send them within **two days**. Keep a copy in the chapter's drive.

# Points

1. Create each event in [Events](/admin/events) before it happens.
2. Start check-in at the door; mark the roster for those who forgot.
3. Check the points sheet at the end of every month.

Excuses go to the Scribe by email *before* the event.`,
  },
  {
    position: 'Vice Regent',
    daysAgo: 25,
    body: `# What the Vice Regent does

- Runs the meeting when the Regent cannot.
- Keeps the bylaws and reads the \`Standing Rules\` to new members.
- Chairs the elections in November.`,
  },
];

/**
 * The demo's incoming Vice Regent among the active members in the order they were seeded: the first who holds no
 * role, has an email to sign in with and is none of the sign-in accounts the tests use.
 */
export function incomingOfficer<M extends { email: string | null; role: string | null }>(actives: M[]): M | undefined {
  const accounts = new Set(DEMO_ACCOUNTS.map((account) => account.email));
  return actives.find((m) => m.role === null && m.email !== null && !accounts.has(m.email));
}

/** Seeds the demo's terms and handbooks inside the demo chapter's transaction, on the day of `now` in Los Angeles. */
export async function seedDemoTermsAndHandbooks(tx: Tx, now: Date): Promise<void> {
  const today = dateInZone(now, chapter.timeZone);
  const actives = await tx
    .select({ id: members.id, email: members.email, role: members.role })
    .from(members)
    .where(eq(members.status, 'active'))
    .orderBy(members.id);

  // The roles the demo chapter gives, as terms; a term already there for the member or the position is kept.
  const officers = actives.filter((m) => m.role !== null);
  if (officers.length > 0) {
    await tx
      .insert(terms)
      .values(officers.map((m) => ({ memberId: m.id, position: m.role as string, startsOn: today })))
      .onConflictDoNothing();
  }

  // Each handbook was written by the position's holder, or by the Regent.
  const holder = (position: string) => officers.find((m) => m.role === position)?.id ?? null;
  await tx.insert(handbookVersions).values(
    HANDBOOKS.map(({ position, daysAgo, body }) => ({
      position,
      body,
      savedBy: holder(position) ?? holder('Regent'),
      savedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  );

  // The incoming Vice Regent: the first active without a role who is none of the sign-in accounts of the tests.
  const incoming = incomingOfficer(actives);
  if (!incoming) return;
  const startsOn = dayAfter(today, DEMO_INCOMING.inDays);
  await tx
    .update(terms)
    .set({ endsOn: dayAfter(startsOn, -1) })
    .where(
      and(
        eq(terms.position, DEMO_INCOMING.position),
        lt(terms.startsOn, startsOn),
        or(isNull(terms.endsOn), gte(terms.endsOn, startsOn)),
      ),
    );
  await tx.insert(terms).values({ memberId: incoming.id, position: DEMO_INCOMING.position, startsOn });
}
