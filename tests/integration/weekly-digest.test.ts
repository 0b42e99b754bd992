import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, members, notificationChoices, notifications, outbox } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db } from '../../app/shared/db/db.server';
import { memberId } from './officer-tools';
import { callRoute } from '../setup/route-call';
import * as unsubscribe from '../../app/features/notifications/unsubscribe.route';
import { weeklyDigests } from '../../app/features/weekly-digest/weekly-digest.server';

// Sunday 6 December 2026, 18:30 in Los Angeles (the digest's default time is 18:00 there).
const SUNDAY_EVENING = new Date('2026-12-07T02:30:00Z');
const NEXT_SUNDAY_EVENING = new Date('2026-12-14T02:30:00Z');
const SATURDAY_EVENING = new Date('2026-12-06T02:30:00Z');

let member = 0;
let withEmail: number[] = [];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  member = await memberId('member@example.org');
  withEmail = (
    await db().select({ id: members.id, email: members.email }).from(members).where(eq(members.status, 'active'))
  )
    .filter((m) => m.email)
    .map((m) => m.id)
    .sort((a, b) => a - b);
});
beforeEach(async () => {
  await db().execute(sql`truncate notifications, outbox, notices_sent, notification_choices restart identity`);
});

const digests = () => db().select().from(outbox).where(eq(outbox.kind, 'weekly-digest')).orderBy(outbox.memberId);

describe('the weekly digest', () => {
  it('goes by email once to each active member on Sunday evening, however often and from however many processes', async () => {
    await weeklyDigests(SATURDAY_EVENING);
    expect(await digests()).toEqual([]);
    await weeklyDigests(SUNDAY_EVENING);
    await Promise.all([weeklyDigests(SUNDAY_EVENING), weeklyDigests(new Date(SUNDAY_EVENING.getTime() + 60_000))]);
    const sent = await digests();
    expect(sent.map((d) => d.memberId)).toEqual(withEmail);
    expect(sent[0]?.subject).toBe('Your week ahead, December 6, 2026');
    // Email only: nothing under the bell.
    expect(await db().select().from(notifications).where(eq(notifications.kind, 'weekly-digest'))).toEqual([]);
  });

  it('says the week’s events, the member’s term, elections and the announcements they received', async () => {
    await db()
      .insert(events)
      .values({
        name: 'Digest Study Night',
        startsAt: new Date('2026-12-09T03:00:00Z'),
        endsAt: new Date('2026-12-09T05:00:00Z'),
        location: 'Learning Commons',
      });
    await db()
      .insert(notifications)
      .values({
        memberId: member,
        kind: 'announcement',
        title: 'Chapter meeting moved',
        link: '/announcements',
        createdAt: new Date('2026-12-04T18:00:00Z'),
      });
    await weeklyDigests(SUNDAY_EVENING);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'weekly-digest'), eq(outbox.memberId, member)));
    const text = mail?.textBody ?? '';
    expect(text).toMatch(/^Hi \w+, here is your week\./);
    expect(text).toContain('- Digest Study Night: Tue, Dec 8, 2026, 7:00 PM–9:00 PM, Learning Commons');
    expect(text).toMatch(/## Your (Fall|Winter|Spring) \d{4}\n\n[\d,]+ points? so far, /);
    expect(text).toContain('## New announcements\n\n- Chapter meeting moved');
    expect(mail?.htmlBody).toContain('Digest Study Night');
    expect(mail?.unsubscribeUrl).toMatch(/k=weekly-digest/);
  });

  it('stops with its one-click unsubscribe link, which turns it off (it is never in the site)', async () => {
    await weeklyDigests(SUNDAY_EVENING);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'weekly-digest'), eq(outbox.memberId, member)));
    const link = new URL(mail?.unsubscribeUrl ?? '');
    const answer = await callRoute(unsubscribe.action, link.pathname + link.search, { form: {} });
    expect(answer.data).toEqual({ stopped: true, kindName: 'the weekly digest', inTheSite: false });
    expect(await db().select().from(notificationChoices)).toMatchObject([
      { memberId: member, kind: 'weekly-digest', channel: 'off' },
    ]);
    await weeklyDigests(NEXT_SUNDAY_EVENING);
    const next = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Your week ahead, December 13, 2026'))
      .orderBy(outbox.memberId);
    expect(next.map((d) => d.memberId)).toEqual(withEmail.filter((id) => id !== member));
  });

  it('is not sent to a member who turned it off', async () => {
    await db().insert(notificationChoices).values({ memberId: member, kind: 'weekly-digest', channel: 'off' });
    await weeklyDigests(SUNDAY_EVENING);
    expect((await digests()).map((d) => d.memberId)).toEqual(withEmail.filter((id) => id !== member));
  });
});
