import { growChapterTo } from '../../tests/support/grow-chapter';
import { formPost, signInOverHttp } from '../../tests/support/http-sign-in';
import type { SmtpTestServer } from '../../tests/support/smtp-test-server';
import { LOAD_BUDGETS } from './load-budgets';
import { resetPeakMemory, serverMemory } from './load';
import type { Section } from './report';
import type { BenchTarget } from './target';

const RECIPIENTS = 500;
/** Pressing Send answers once every email is queued, not sent: within a second for 500. */
const QUEUED_BUDGET_MS = 1000;
/** The background sender's pace to an SMTP server on the same machine. */
const RATE_BUDGET = 20;
/** For the back-off: the SMTP server answers "try again later" to this many messages of a second announcement. */
const REFUSED_FIRST = 3;

/** Sends an announcement as the page posts it; answers its status, how long it took, and a count of its arrivals. */
async function send(target: BenchTarget, cookie: string, audience: string, expected: number, smtp: SmtpTestServer) {
  const subject = `Bench announcement ${audience} ${Date.now()}`;
  const pressed = performance.now();
  const answer = await fetch(`${target.origin}/admin/announcements`, {
    ...formPost({ intent: 'send', audience, subject, body: 'Bench **run**.', expected: String(expected) }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: target.origin },
  });
  await answer.arrayBuffer();
  const arrived = () => smtp.received.filter((r) => r.mail.subject === subject).length;
  return { status: answer.status, pressed, queuedMs: Math.round(performance.now() - pressed), arrived };
}

/** Waits until `count` have arrived, or five minutes; answers the seconds since `since`. */
async function deliveredAfter(arrived: () => number, count: number, since: number): Promise<number> {
  const deadline = Date.now() + 5 * 60_000;
  while (arrived() < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return (performance.now() - since) / 1000;
}

/**
 * An officer's announcement to 500 members, through HTTP as the page posts it, delivered by the server's own
 * background sender to a real SMTP server on this machine: how long Send took, how fast the mail went out and the
 * server's memory meanwhile; then a second whose first emails the SMTP server refuses with 451, which the sender must
 * back off from and deliver later.
 */
export async function mailSection(server: BenchTarget, smtp: SmtpTestServer): Promise<Section> {
  const webmaster = await signInOverHttp(server.origin, 'webmaster@example.org');
  const emails = await growChapterTo({ url: server.origin }, webmaster, RECIPIENTS);
  resetPeakMemory(server.pid);
  const big = await send(server, webmaster, 'active', emails.length, smtp);
  const seconds = await deliveredAfter(big.arrived, emails.length, big.pressed);
  const rate = big.arrived() / seconds;
  const memory = serverMemory(server.pid);

  smtp.refuseNext(REFUSED_FIRST, 451);
  const refused = await send(server, webmaster, 'active', emails.length, smtp);
  const backOff = await deliveredAfter(refused.arrived, emails.length, refused.pressed);
  return {
    title: `Email (an announcement to ${emails.length} members, then another with its first ${REFUSED_FIRST} refused; local SMTP server)`,
    columns: ['figure', 'budget'],
    rows: [
      {
        subject: `Send to ${emails.length} answered (all queued)`,
        cells: [
          {
            text: `${big.queuedMs} ms (status ${big.status})`,
            ok: big.status === 200 && big.queuedMs < QUEUED_BUDGET_MS,
          },
          { text: `< ${QUEUED_BUDGET_MS} ms`, ok: true },
        ],
      },
      {
        subject: 'delivered',
        cells: [
          {
            text: `${big.arrived()} / ${emails.length} in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} emails/s`,
            ok: big.arrived() === emails.length && rate >= RATE_BUDGET,
          },
          { text: `>= ${RATE_BUDGET} emails/s`, ok: true },
        ],
      },
      {
        subject: 'server memory while sending (resident now / peak)',
        cells: [
          { text: `${memory.now} MB / ${memory.peak} MB`, ok: memory.peak <= LOAD_BUDGETS.residentMb },
          { text: `<= ${LOAD_BUDGETS.residentMb} MB`, ok: true },
        ],
      },
      {
        subject: `${REFUSED_FIRST} answered 451: backed off, then delivered`,
        cells: [
          {
            text: `${refused.arrived()} / ${emails.length} in ${backOff.toFixed(1)} s`,
            ok: refused.arrived() === emails.length,
          },
          { text: 'every one, once', ok: true },
        ],
      },
    ],
  };
}
