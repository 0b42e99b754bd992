import { sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { chapter } from '../../config/chapter';
import { queryRows } from '../db/db.server';
import { isDatabaseUnavailable } from '../db/database-outage';
import { env, publicOrigin } from '../runtime/env.server';
import { logger } from '../runtime/logger.server';
import { type DeliveryFailure, pauseMs, retryDelayMs, serverAsksToWait } from './delivery-policy';

/** What the sender needs of nodemailer's transport; a test may hand it one aimed at its own SMTP server. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close(): void;
}

/** Emails one sender takes at a time, and how long it holds them before another process may take them over. */
const BATCH = 20;
const LEASE_SECONDS = 60;
/** How often an idle sender looks for new email: soon enough for an announcement, cheap on the partial index. */
const IDLE_MS = 1000;

interface DueEmail {
  id: number;
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
  attempts: number;
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

/**
 * Takes up to a batch of due emails and leases them to this process. `for update skip locked` lets several
 * processes on one PostgreSQL take different emails; the lease makes an email this process took but never finished
 * (it was stopped or killed mid-delivery) due again for any process a minute later, with the same Message-ID.
 */
function takeDue(): Promise<DueEmail[]> {
  return queryRows<DueEmail>(sql`
    update outbox set leased_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
    where id in (
      select id from outbox
      where sent_at is null and given_up_at is null and next_attempt_at <= now()
        and (leased_until is null or leased_until < now())
      order by next_attempt_at, id
      limit ${BATCH}
      for update skip locked)
    returning id, message_id, to_address, subject, text_body, html_body, unsubscribe_url, attempts`);
}

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

async function markSent(email: DueEmail): Promise<void> {
  await queryRows(sql`update outbox set sent_at = now(), leased_until = null, last_error = null
    where id = ${email.id}`);
}

async function markFailed(email: DueEmail, error: unknown): Promise<void> {
  const delay = retryDelayMs(email.attempts);
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  if (delay === null) {
    await queryRows(sql`update outbox set given_up_at = now(), leased_until = null, last_error = ${reason}
      where id = ${email.id}`);
    logger.error({ outboxId: email.id, attempts: email.attempts, reason }, 'gave up delivering an email');
    return;
  }
  await queryRows(sql`update outbox set leased_until = null, last_error = ${reason},
      next_attempt_at = now() + make_interval(secs => ${delay / 1000}) where id = ${email.id}`);
  logger.warn({ outboxId: email.id, attempts: email.attempts, reason }, 'an email will be tried again');
}

/** Hands emails this process took but did not try back, as if never taken. */
async function release(emails: DueEmail[]): Promise<void> {
  if (emails.length === 0) return;
  const ids = sql.join(
    emails.map((e) => sql`${e.id}`),
    sql`, `,
  );
  await queryRows(sql`update outbox set leased_until = null, attempts = attempts - 1 where id in (${ids})`);
}

/** One round: delivers what is due, in order. Answers how many were sent and whether the server asked to wait. */
export async function deliverDue(transport: MailTransport): Promise<{ sent: number; wait: boolean }> {
  const due = await takeDue();
  let sent = 0;
  for (const [i, email] of due.entries()) {
    try {
      await deliver(transport, email);
    } catch (error) {
      await markFailed(email, error);
      if (serverAsksToWait(error as DeliveryFailure)) {
        await release(due.slice(i + 1));
        return { sent, wait: true };
      }
      continue;
    }
    await markSent(email);
    sent += 1;
  }
  return { sent, wait: false };
}

/**
 * Delivers the outbox in the background until stopped: at once while email is due, else every second, pausing
 * (1 s doubling to a minute) while the SMTP server asks to wait or cannot be reached. Answers the function that
 * stops it once the round under way has ended and closes the transport.
 */
export function startOutboxSender(transport: MailTransport): () => Promise<void> {
  let stopped = false;
  let wake: () => void = () => undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const run = async () => {
    let waits = 0;
    while (!stopped) {
      let delay = IDLE_MS;
      try {
        const round = await deliverDue(transport);
        waits = round.wait ? waits + 1 : 0;
        if (round.wait) delay = pauseMs(waits);
        else if (round.sent > 0) delay = 0;
      } catch (error) {
        // An outage is answered and logged by the pages; the sender tries again once the database is back.
        if (!isDatabaseUnavailable(error)) logger.error({ err: error }, 'the email sender failed a round');
        delay = IDLE_MS * 5;
      }
      if (!stopped) await sleep(delay);
    }
  };
  const running = run();
  return async () => {
    stopped = true;
    wake();
    await running;
    transport.close();
  };
}
