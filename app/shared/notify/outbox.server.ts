import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { emailOptOuts, members, notifications, outbox } from '../../../db/schema';
import type { Tx } from '../db/db.server';
import { publicOrigin } from '../runtime/env.server';
import { type EmailContent, emailHtml, emailText } from './email-content.server';
import { EMAIL_KINDS, type EmailKind } from './email-kinds';
import { unsubscribeUrl } from './unsubscribe-link.server';

/** Rows per insert: an announcement to the whole chapter is a few statements, not one per member. */
const ROWS_PER_INSERT = 200;

/** A message to members: under the bell for each of them, and by email to those who did not stop its kind. */
export interface MemberMessage {
  memberIds: readonly number[];
  kind: EmailKind;
  subject: string;
  /** The message in the site's safe Markdown. */
  markdown: string;
  /** The page of this site it is about, a path such as `/announcements#a-3`. */
  path: string;
  linkLabel: string;
  announcementId?: number;
}

/**
 * Writes the message, in the transaction of the change that causes it: a notification for every member, and an
 * email in the outbox for each who has an address and has not stopped this kind. The background sender delivers
 * the email once the transaction commits (outbox-sender.server.ts). Answers how many emails were queued.
 */
export async function messageMembers(tx: Tx, message: MemberMessage): Promise<number> {
  const ids = [...new Set(message.memberIds)];
  for (const part of chunks(ids)) {
    await tx.insert(notifications).values(
      part.map((memberId) => ({
        memberId,
        kind: message.kind,
        title: message.subject,
        link: message.path,
        announcementId: message.announcementId ?? null,
      })),
    );
  }
  const addressed = ids.length === 0 ? [] : await emailableMembers(tx, ids, message.kind);
  const link = { url: `${publicOrigin()}${message.path}`, label: message.linkLabel };
  for (const part of chunks(addressed)) {
    await tx.insert(outbox).values(
      part.map((member) => {
        const content: EmailContent = {
          subject: message.subject,
          markdown: message.markdown,
          link,
          unsubscribeUrl: unsubscribeUrl(member.id, message.kind),
          kindName: EMAIL_KINDS[message.kind],
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
  return addressed.length;
}

/** Of these members, the ones with an email address who have not stopped this kind of email. */
async function emailableMembers(tx: Tx, ids: number[], kind: EmailKind) {
  const rows = await tx
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(
      and(
        inArray(members.id, ids),
        isNotNull(members.email),
        notExists(
          tx
            .select({ one: emailOptOuts.memberId })
            .from(emailOptOuts)
            .where(and(eq(emailOptOuts.memberId, members.id), eq(emailOptOuts.kind, kind))),
        ),
      ),
    )
    .orderBy(members.id);
  return rows.map((row) => ({ id: row.id, email: row.email as string }));
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

/** Stops one kind of email for a member (an unsubscribe link); stopping it again changes nothing. */
export async function stopEmails(tx: Tx, memberId: number, kind: EmailKind): Promise<void> {
  await tx.insert(emailOptOuts).values({ memberId, kind }).onConflictDoNothing();
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
