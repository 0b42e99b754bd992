import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Channel } from '../../app/shared/notify/notification-kinds';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendance, events, members, notificationChoices, notifications, outbox, terms } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db } from '../../app/shared/db/db.server';
import { inTransaction } from '../../app/shared/db/transaction.server';
import { messageMembers } from '../../app/shared/notify/outbox.server';
import { closeCheckIn, startCheckIn } from '../../app/features/events/check-in/check-in-screen.server';
import { saveHandbook, versionsOf } from '../../app/features/handbooks/handbooks.server';
import { now } from '../../app/shared/time/clock.server';
import { memberId } from './officer-tools';

// The notifications the site sends by itself, each as the member chose for its kind.

let scribe = 0;
let member = 0;
let active: number[] = [];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  scribe = await memberId('scribe@example.org');
  member = await memberId('member@example.org');
  active = (await db().select({ id: members.id }).from(members).where(eq(members.status, 'active'))).map((m) => m.id);
});
beforeEach(async () => {
  await db().execute(sql`truncate notifications, outbox, notification_choices restart identity`);
});

const notified = async (kind: string) =>
  (await db().select({ id: notifications.memberId }).from(notifications).where(eq(notifications.kind, kind)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
const emailed = async (kind: string) =>
  (await db().select({ id: outbox.memberId }).from(outbox).where(eq(outbox.kind, kind)))
    .flatMap((r) => (r.id === null ? [] : [r.id]))
    .sort((a, b) => a - b);
const choose = (memberIdValue: number, kind: string, channel: Channel) =>
  db().insert(notificationChoices).values({ memberId: memberIdValue, kind, channel });

describe('each member’s choice for a kind', () => {
  it('sends by email and in the site, in the site only, or nothing, with the kind’s default for the rest', async () => {
    const [byEmail, siteOnly, off, standard] = active as [number, number, number, number];
    await choose(byEmail, 'handbook-edited', 'email');
    await choose(siteOnly, 'handbook-edited', 'site');
    await choose(off, 'handbook-edited', 'off');
    await inTransaction((tx) =>
      messageMembers(tx, {
        memberIds: [byEmail, siteOnly, off, standard],
        kind: 'handbook-edited',
        subject: 'Handbook',
        markdown: 'Changed.',
        path: '/handbooks',
        linkLabel: 'Read it',
      }),
    );
    expect(await notified('handbook-edited')).toEqual([byEmail, siteOnly, standard].sort((a, b) => a - b));
    // This kind's default is email.
    expect(await emailed('handbook-edited')).toEqual([byEmail, standard].sort((a, b) => a - b));
  });
});

describe('check-in opened', () => {
  async function eventStartingSoon(expected: boolean) {
    const startsAt = new Date(now().getTime() + 10 * 60 * 1000);
    const [row] = await db()
      .insert(events)
      .values({
        name: `Notice ${crypto.randomUUID().slice(0, 6)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
        expected,
      })
      .returning({ id: events.id });
    return row!.id;
  }

  it('tells every active member not yet marked attended, in the site by default, once', async () => {
    const eventId = await eventStartingSoon(true);
    await db().insert(attendance).values({ eventId, memberId: member, status: 'attended', how: 'roster' });
    await choose(scribe, 'check-in-opened', 'email');
    await startCheckIn(scribe, eventId, 15, now());
    expect(await notified('check-in-opened')).toEqual(active.filter((id) => id !== member).sort((a, b) => a - b));
    expect(await emailed('check-in-opened')).toEqual([scribe]);
    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, 'check-in-opened'));
    expect(mail?.subject).toMatch(/^Check-in is open: Notice /);
    expect(mail?.textBody).toContain('/check-in');

    // Opened again after closing: those expected were told the first time.
    await closeCheckIn(scribe, eventId, now());
    await startCheckIn(scribe, eventId, 15, now());
    expect((await notified('check-in-opened')).length).toBe(active.length - 1);
  });

  it('tells no one of an event nobody is expected at', async () => {
    await startCheckIn(scribe, await eventStartingSoon(false), 15, now());
    expect(await notified('check-in-opened')).toEqual([]);
  });
});

describe('a handbook edited', () => {
  it('tells the member about to hold the position, not its current holder nor the one who saved it', async () => {
    // A position of its own, so no demo term overlaps the ones the test writes.
    const position = 'Alumni Liaison';
    const withTerms = new Set((await db().select({ id: terms.memberId }).from(terms)).map((t) => t.id));
    const current = active.find((id) => !withTerms.has(id) && id !== member);
    await db()
      .insert(terms)
      .values([
        { memberId: member, position, startsOn: '2099-01-01' },
        { memberId: current!, position, startsOn: '2020-01-01', endsOn: '2098-12-31' },
      ]);
    await saveHandbook(scribe, position, 'How to run the role.', null);
    expect(await notified('handbook-edited')).toEqual([member]);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'handbook-edited'), inArray(outbox.memberId, [member])));
    expect(mail?.subject).toBe(`The ${position} handbook was updated`);
    // Saved by the incoming member themself: nobody is told.
    await db().execute(sql`truncate notifications, outbox restart identity`);
    const [latest] = await versionsOf(position);
    await saveHandbook(member, position, 'Read this first.', latest?.id ?? null);
    expect(await notified('handbook-edited')).toEqual([]);
  });
});
