import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { announcements } from '../../../db/schema';
import { recordAudit } from '../../shared/db/audit.server';
import type { Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { messageMembers } from '../../shared/notify/outbox.server';
import { now } from '../../shared/time/clock.server';
import { audienceName, audienceValue, type Audience } from './audience';
import type { SendInput } from './announcement-input';
import { ANNOUNCEMENT_MESSAGES } from './messages';
import { recipientsOf } from './recipients.server';

/** At most this many announcements per officer in any hour: enough for a busy week, too few to flood the chapter. */
export const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Refuses an officer's send past the hourly limit, saying when the next is allowed. Only announcements that were
 * sent count, so a refused or failed send uses none of it. The officer's sends queue on a lock of their own, so
 * two at once cannot both pass.
 */
async function checkHourlyLimit(tx: Tx, officerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('announcements'), ${officerId})`);
  const since = new Date(now().getTime() - HOUR_MS);
  const [row] = await tx
    .select({ sent: count(), oldest: min(announcements.createdAt) })
    .from(announcements)
    .where(and(eq(announcements.authorId, officerId), gt(announcements.createdAt, since)));
  if (!row || row.sent < SENDS_PER_HOUR || !row.oldest) return;
  const retryAfter = Math.ceil((row.oldest.getTime() + HOUR_MS - now().getTime()) / 1000);
  refuse(503, ANNOUNCEMENT_MESSAGES.tooMany(SENDS_PER_HOUR, retryAfter), {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * Sends an announcement in one transaction: the officer's hourly limit, the recipients counted again (refused when
 * they are no longer the number the officer confirmed), the announcement, a notification for each recipient, an
 * email for each who takes them, and the audit entry. Answers the sentence that confirms it.
 */
export function sendAnnouncement(officerId: number, input: SendInput): Promise<string> {
  return inTransaction(async (tx) => {
    await checkHourlyLimit(tx, officerId);
    const recipients = await recipientsOf(input.audience, tx);
    if (recipients.length === 0)
      refuse(400, ANNOUNCEMENT_MESSAGES.nobody, { errors: { audience: 'Nobody is in it.' } });
    if (recipients.length !== input.expected) {
      refuse(409, ANNOUNCEMENT_MESSAGES.recount(recipients.length), { extra: { counted: recipients.length } });
    }
    const emailed = await writeAnnouncement(tx, officerId, input, recipients, now());
    await recordAudit(tx, officerId, 'announcements.send', {
      subject: input.subject,
      audience: audienceName(input.audience),
      recipients: recipients.length,
    });
    return ANNOUNCEMENT_MESSAGES.sent(recipients.length, emailed);
  });
}

/** The count the form shows before sending. */
export async function countRecipients(audience: Audience): Promise<number> {
  return (await recipientsOf(audience)).length;
}

/**
 * Writes a sent announcement: its row, and through the outbox a notification for each recipient and an email for each
 * who takes them. Answers how many emails were queued.
 */
export async function writeAnnouncement(
  tx: Tx,
  authorId: number,
  message: Pick<SendInput, 'audience' | 'subject' | 'body'>,
  recipients: readonly number[],
  at: Date,
): Promise<number> {
  const [announcement] = await tx
    .insert(announcements)
    .values({
      authorId,
      audience: audienceValue(message.audience),
      subject: message.subject,
      body: message.body,
      recipients: recipients.length,
      createdAt: at,
    })
    .returning({ id: announcements.id });
  const id = (announcement as { id: number }).id;
  return messageMembers(tx, {
    memberIds: recipients,
    kind: 'announcement',
    subject: message.subject,
    markdown: message.body,
    path: `/announcements#announcement-${id}`,
    linkLabel: 'Read it on the site',
    announcementId: id,
  });
}
