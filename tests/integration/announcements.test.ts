import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcements, auditLog, members, notificationChoices, notifications, outbox } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db, queryRows } from '../../app/shared/db/db.server';
import { deliverDue, smtpTransport, type MailTransport } from '../../app/shared/notify/outbox-sender.server';
import { callRoute } from '../setup/route-call';
import { cookieFor, snapshot } from './officer-tools';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import * as unsubscribeRoute from '../../app/features/notifications/unsubscribe.route';
import * as adminRoute from '../../app/features/announcements/admin-announcements.route';
import { SENDS_PER_HOUR } from '../../app/features/announcements/send.server';

let smtp: SmtpTestServer;
let transport: MailTransport;
let webmaster: string;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  smtp = await startSmtpTestServer();
  transport = smtpTransport(smtp.url) as MailTransport;
  webmaster = await cookieFor('webmaster@example.org');
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});
beforeEach(async () => {
  await db().execute(
    sql`truncate announcements, notifications, outbox, notification_choices, audit_log restart identity`,
  );
  smtp.received.length = 0;
});

const post = (form: Record<string, string>, cookie = webmaster) =>
  callRoute<{ ok: boolean; message: string; counted?: number }>(adminRoute.action, '/admin/announcements', {
    cookie,
    form,
  });

const activeIds = async () =>
  (await db().select({ id: members.id }).from(members).where(eq(members.status, 'active'))).map((r) => r.id);

const send = (expected: number, subject = 'Chapter meeting moved', audience = 'active') =>
  post({
    intent: 'send',
    audience,
    subject,
    body: 'The meeting is in **Room 204** this week.\n\n- Bring your pin',
    expected: String(expected),
  });

/** Runs the sender until nothing is due, as the background loop does. */
async function deliverAll() {
  for (let round = 0; round < 100; round++) {
    const { sent, wait } = await deliverDue(transport);
    if (sent === 0 && !wait) return;
  }
}

describe('sending an announcement', () => {
  it('counts the recipients on the server, and refuses a send whose group changed since, writing nothing', async () => {
    const active = await activeIds();
    const counted = await post({ intent: 'count', audience: 'active' });
    expect(counted.data.counted).toBe(active.length);

    const before = await snapshot();
    const stale = await send(active.length - 1);
    expect(stale.status).toBe(409);
    expect(stale.data.counted).toBe(active.length);
    expect(stale.data.message).toContain(`now has ${active.length} members`);
    expect(await snapshot()).toEqual(before);
  });

  it('writes one notification per recipient and one email per recipient with an address, then the audit line', async () => {
    const active = await activeIds();
    const answer = await send(active.length);
    expect(answer.status).toBe(200);
    expect(answer.data.ok).toBe(true);

    const [announcement] = await db().select().from(announcements);
    expect(announcement).toMatchObject({ subject: 'Chapter meeting moved', recipients: active.length });
    const notified = await db().select().from(notifications);
    expect(notified.map((n) => n.memberId).sort((a, b) => a - b)).toEqual([...active].sort((a, b) => a - b));
    expect(notified.every((n) => n.link === `/announcements#announcement-${announcement?.id}`)).toBe(true);

    const withEmail = await db()
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.status, 'active'), sql`${members.email} is not null`));
    const queued = await db().select().from(outbox);
    expect(queued).toHaveLength(withEmail.length);
    expect(answer.data.message).toBe(
      `Sent to ${active.length} members: ${withEmail.length} by email, and every one of them in the site.`,
    );
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: 'announcements.send' });
  });

  it('is delivered over SMTP once per recipient, with both parts and a one-click unsubscribe', async () => {
    await send((await activeIds()).length);
    const queued = await db().select().from(outbox);
    await deliverAll();

    expect(smtp.received).toHaveLength(queued.length);
    const byAddress = new Map(smtp.received.map((r) => [r.to[0], r.mail]));
    for (const row of queued) {
      const mail = byAddress.get(row.toAddress);
      expect(mail?.messageId).toBe(row.messageId);
      expect(mail?.subject).toBe('Chapter meeting moved');
      expect(mail?.text).toContain('Room 204');
      expect(mail?.html).toContain('<strong>Room 204</strong>');
      expect(mail?.html).toContain('Theta Tau Upsilon Epsilon');
      const header = (name: string) => mail?.headerLines.find((h) => h.key === name)?.line;
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header('list-unsubscribe')).toContain(`<${row.unsubscribeUrl}>`);
      expect(row.unsubscribeUrl).not.toContain(row.toAddress);
    }
    const unsent = await db().select().from(outbox).where(isNull(outbox.sentAt));
    expect(unsent).toEqual([]);
  });

  it('stops announcement email for one member from the email link, signed out, while the site still notifies them', async () => {
    await send((await activeIds()).length);
    const [first] = await db().select().from(outbox).orderBy(outbox.id).limit(1);
    const link = new URL(first?.unsubscribeUrl as string);

    const tampered = new URL(link);
    tampered.searchParams.set('m', String((first?.memberId as number) + 1));
    const before = await snapshot();
    const refused = await callRoute(unsubscribeRoute.action, `${tampered.pathname}${tampered.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(refused.status).toBe(400);
    expect(await snapshot()).toEqual(before);

    const stopped = await callRoute(unsubscribeRoute.action, `${link.pathname}${link.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(stopped.status).toBe(200);
    expect(await db().select().from(notificationChoices)).toMatchObject([
      { memberId: first?.memberId, kind: 'announcement', channel: 'site' },
    ]);

    await db().execute(sql`truncate outbox, announcements, notifications, audit_log restart identity`);
    await send((await activeIds()).length, 'Second announcement');
    const emailed = await db().select({ memberId: outbox.memberId }).from(outbox);
    expect(emailed.map((e) => e.memberId)).not.toContain(first?.memberId);
    const notified = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, first?.memberId as number));
    expect(notified).toHaveLength(1);
  });

  it(`allows ${SENDS_PER_HOUR} sends an hour per officer, then refuses with when to try again, writing nothing`, async () => {
    const officers = (await post({ intent: 'count', audience: 'officers' })).data.counted as number;
    for (let i = 0; i < SENDS_PER_HOUR; i++) expect((await send(officers, `Send ${i}`, 'officers')).status).toBe(200);
    const before = await snapshot();
    const refused = await send(officers, 'One too many', 'officers');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(refused.data.message).toContain(`you have sent ${SENDS_PER_HOUR} announcements in the last hour`);
    expect(await snapshot()).toEqual(before);
    // Another officer's allowance is their own.
    const regent = await post(
      { intent: 'send', audience: 'officers', subject: 'Regent', body: 'Hello', expected: String(officers) },
      await cookieFor('regent@example.org'),
    );
    expect(regent.status).toBe(200);
  });

  it('refuses a subject or message left empty, saying which, and an audience that does not exist', async () => {
    const before = await snapshot();
    const empty = await post({ intent: 'send', audience: 'active', subject: ' ', body: '', expected: '1' });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({
      errors: { subject: 'Give the announcement a subject.', body: 'Write the announcement.' },
    });
    const nobody = await post({ intent: 'count', audience: 'everyone' });
    expect(nobody.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the sender', () => {
  it('backs off when the SMTP server says to try later, and delivers on a later round', async () => {
    await send((await activeIds()).length);
    smtp.refuseNext(1, 451);
    const first = await deliverDue(transport);
    expect(first).toEqual({ sent: 0, wait: true });
    const [retried] = await queryRows<{ attempts: number; later: boolean; leased: boolean }>(sql`
      select attempts, next_attempt_at > now() + interval '20 seconds' as later, leased_until is not null as leased
      from outbox where last_error is not null`);
    expect(retried).toEqual({ attempts: 1, later: true, leased: false });
    // Nothing else was taken from the queue: every other email is untried and free for the next round.
    const [untried] = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from outbox where attempts = 0 and leased_until is null`);
    expect(untried?.n).toBe((await db().select().from(outbox)).length - 1);
    await deliverAll();
    expect(smtp.received).toHaveLength((await db().select().from(outbox)).length - 1);
  });

  it('retries an email whose delivery was cut off, with the same Message-ID, once its lease runs out', async () => {
    await send((await activeIds()).length);
    const [email] = await db().select().from(outbox).orderBy(outbox.id).limit(1);
    // A sender took it, the SMTP server received it, and the process died before writing that it was sent.
    await deliverAll();
    await db()
      .update(outbox)
      .set({ sentAt: null, leasedUntil: sql`now() + interval '50 seconds'` })
      .where(eq(outbox.id, email?.id as number));
    smtp.received.length = 0;
    expect(await deliverDue(transport)).toEqual({ sent: 0, wait: false });
    expect(smtp.received).toEqual([]);

    await db()
      .update(outbox)
      .set({ leasedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, email?.id as number));
    await deliverAll();
    expect(smtp.received.map((r) => r.mail.messageId)).toEqual([email?.messageId]);
  });
});
