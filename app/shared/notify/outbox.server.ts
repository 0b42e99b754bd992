import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifications, outbox } from '../../../db/schema';
import type { Tx } from '../db/db.server';
import { publicOrigin } from '../runtime/env.server';
import { type EmailContent, emailHtml, emailText } from './email-content.server';
import { recipientsOf } from './notification-choices.server';
import { NOTIFICATION_KINDS, type NotificationKind, showsInTheSite } from './notification-kinds';
import { queuePushes } from './push-outbox.server';
import { unsubscribeUrl } from './unsubscribe-link.server';

/** Rows per insert: an announcement to the whole chapter is a few statements, not one per member. */
const ROWS_PER_INSERT = 200;

/** A message to members: under the bell and by email, as each of them chose for its kind. */
export interface MemberMessage {
  memberIds: readonly number[];
  kind: NotificationKind;
  subject: string;
  /** The message in the site's safe Markdown. */
  markdown: string;
  /** The page of this site it is about, a path such as `/announcements#a-3`. */
  path: string;
  linkLabel: string;
  announcementId?: number;
}

/**
 * Writes the message, in the transaction of the change that causes it, as each member chose for its kind
 * (notification-choices.server.ts): a notification under the bell unless they turned the kind off (or it is sent by
 * email only); an email in the outbox for those who want it by email and have an address; a push notification for
 * each device of those who want it by push. The background senders deliver them once the transaction commits
 * (outbox-sender.server.ts, push-sender.server.ts). Answers how many emails were queued.
 */
export async function messageMembers(tx: Tx, message: MemberMessage): Promise<number> {
  const recipients = await recipientsOf(tx, [...new Set(message.memberIds)], message.kind);
  const notified = recipients.filter((member) => member.channel !== 'off');
  const opened = await notifyUnderTheBell(tx, message, showsInTheSite(message.kind) ? notified : []);
  const pushed = notified.filter((member) => member.channel === 'push').map((member) => member.id);
  // A tap opens the bell's notification, which marks it read and goes on to the message's page.
  await queuePushes(tx, message, pushed, (memberId) => opened.get(memberId) ?? message.path);
  const addressed = notified.flatMap((member) =>
    member.channel === 'email' && member.email ? [{ id: member.id, email: member.email }] : [],
  );
  await queueEmails(tx, message, addressed);
  return addressed.length;
}

/** The notifications under the bell; answers the path that opens each member's. */
async function notifyUnderTheBell(
  tx: Tx,
  message: MemberMessage,
  recipients: readonly { id: number }[],
): Promise<Map<number, string>> {
  const opened = new Map<number, string>();
  for (const part of chunks(recipients)) {
    const rows = await tx
      .insert(notifications)
      .values(
        part.map((member) => ({
          memberId: member.id,
          kind: message.kind,
          title: message.subject,
          link: message.path,
          announcementId: message.announcementId ?? null,
        })),
      )
      .returning({ id: notifications.id, memberId: notifications.memberId });
    for (const row of rows) opened.set(row.memberId, `/notifications/${row.id}`);
  }
  return opened;
}

async function queueEmails(
  tx: Tx,
  message: MemberMessage,
  addressed: readonly { id: number; email: string }[],
): Promise<void> {
  const link = { url: `${publicOrigin()}${message.path}`, label: message.linkLabel };
  for (const part of chunks(addressed)) {
    await tx.insert(outbox).values(
      part.map((member) => {
        const content: EmailContent = {
          subject: message.subject,
          markdown: message.markdown,
          link,
          unsubscribeUrl: unsubscribeUrl(member.id, message.kind),
          kindName: NOTIFICATION_KINDS[message.kind].emailName,
        };
        return {
          messageId: newMessageId(),
          memberId: member.id,
          kind: message.kind,
          toAddress: member.email,
          subject: message.subject,
          textBody: emailText(content),
          htmlBody: emailHtml(content),
          unsubscribeUrl: content.unsubscribeUrl,
        };
      }),
    );
  }
}

/** A Message-ID made once, when the email is queued, so a retried delivery carries the same one. */
function newMessageId(): string {
  return `<${crypto.randomUUID()}@${new URL(publicOrigin()).hostname}>`;
}

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_INSERT) parts.push(items.slice(i, i + ROWS_PER_INSERT));
  return parts;
}

/** Marks a member's notification read; a notification of someone else's is left alone. Answers its link. */
export async function openNotification(tx: Tx, memberId: number, id: number): Promise<string | null> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
    .returning({ link: notifications.link });
  return row?.link ?? null;
}

/** Marks every unread notification of a member read. */
export async function markAllRead(tx: Tx, memberId: number): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
}
