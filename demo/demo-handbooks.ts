/**
 * The demo chapter's position handbooks: a few positions have one, the Scribe's with an earlier version to compare
 * and restore.
 */
import type { Tx } from '../app/shared/db/db.server';
import { DAY_MS } from '../app/shared/time/calendar-days';
import { handbookVersions } from '../db/schema';

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
 * Seeds the demo's handbooks inside the demo chapter's transaction, each written by the position's holder
 * (`holderOf`), or by the Regent, some days before `now`.
 */
export async function seedDemoHandbooks(
  tx: Tx,
  now: Date,
  holderOf: (position: string) => number | null,
): Promise<void> {
  await tx.insert(handbookVersions).values(
    HANDBOOKS.map(({ position, daysAgo, body }) => ({
      position,
      body,
      savedBy: holderOf(position) ?? holderOf('Regent'),
      savedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  );
}
