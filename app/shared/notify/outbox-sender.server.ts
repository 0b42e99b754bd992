import { sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { chapter } from '../../config/chapter';
import { env, publicOrigin } from '../runtime/env.server';
import { type DeliveryFailure, serverAsksToWait } from './delivery-policy';
import { deliverLeased, type LeasedQueue, type LeasedRow, startLeasedSender } from './leased-queue.server';

/** What the sender needs of nodemailer's transport; a test may hand it one aimed at its own SMTP server. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close(): void;
}

/** The transport SMTP_URL names, pooled so a batch reuses one connection; null when the setting is absent. */
export function smtpTransport(url = env().SMTP_URL): MailTransport | null {
  if (!url) return null;
  return nodemailer.createTransport(`${url}${url.includes('?') ? '&' : '?'}pool=true`);
}

/** MAIL_FROM, or the chapter's name at a no-reply address of the site's own host. */
function mailFrom(): string {
  return env().MAIL_FROM ?? `"${chapter.fraternity} ${chapter.name}" <no-reply@${new URL(publicOrigin()).hostname}>`;
}

interface DueEmail extends LeasedRow {
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
}

const EMAILS: LeasedQueue = {
  table: 'outbox',
  columns: sql`message_id, to_address, subject, text_body, html_body, unsubscribe_url`,
  noun: 'an email',
  batch: 20,
};

async function deliver(transport: MailTransport, email: DueEmail): Promise<void> {
  const list = email.unsubscribe_url
    ? { unsubscribe: { url: email.unsubscribe_url, comment: 'Stop these emails' } }
    : undefined;
  await transport.sendMail({
    from: mailFrom(),
    to: email.to_address,
    subject: email.subject,
    text: email.text_body,
    html: email.html_body,
    messageId: email.message_id,
    list,
    // RFC 8058: the mail client may unsubscribe with one POST to the link, without opening it.
    headers: email.unsubscribe_url ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
  });
}

/** One round: delivers the emails due, in order. Answers how many were sent and whether the server asked to wait. */
export function deliverDue(transport: MailTransport): Promise<{ sent: number; wait: boolean }> {
  return deliverLeased<DueEmail>(EMAILS, {
    deliver: (email) => deliver(transport, email),
    asksToWait: (error) => serverAsksToWait(error as DeliveryFailure),
  });
}

/**
 * Delivers the outbox in the background until stopped (leased-queue.server.ts: several processes take different
 * emails, and one killed mid-delivery leaves its emails to be sent again a minute later with the same Message-ID).
 * Answers the function that stops it once the round under way has ended and closes the transport.
 */
export function startOutboxSender(transport: MailTransport): () => Promise<void> {
  const stop = startLeasedSender('email', () => deliverDue(transport));
  return async () => {
    await stop();
    transport.close();
  };
}
