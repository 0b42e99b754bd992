import { growChapterTo } from '../../support/grow-chapter';
import { formPost, signInOverHttp } from '../../support/http-sign-in';
import { startSite, stopSite, sleep, type SiteProcess } from '../../support/site-process';
import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtp-test-server';
import { judge, type Scenario, type Trial } from '../scenario';
import { seededDataDir } from '../seeded-data-dir';

/** How many members the announcement goes to. */
const RECIPIENTS = 200;
/** The kill comes once this many of its emails have arrived: inside the sender's second round of twenty, leased. */
const ARRIVED_AT_KILL = 30;
/** A killed sender's lease runs out after a minute; the restarted site then delivers the rest. */
const REST_DELIVERED_WITHIN_MS = 150_000;

const arrivedOf = (smtp: SmtpTestServer, subject: string) => smtp.received.filter((r) => r.mail.subject === subject);

async function waitFor(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (test()) return true;
    await sleep(5);
  }
  return test();
}

/**
 * An officer sends an announcement to 200 members and the server is SIGKILLed while its sender delivers them to a
 * real SMTP server. After a restart every recipient must have exactly one email, or two with the same Message-ID
 * (the one retry of a delivery cut off between the server's acceptance and the sender's note of it), never none.
 */
export const killDuringAnnouncement: Scenario = {
  name: 'SIGKILL while an announcement to 200 members is delivered',
  async run(): Promise<Trial[]> {
    const smtp = await startSmtpTestServer();
    const dataDir = await seededDataDir('chapter-fault-mail-');
    const env = { SMTP_URL: smtp.url };
    let site: SiteProcess | undefined;
    try {
      site = await startSite({ dataDir, env });
      const webmaster = await signInOverHttp(site.url, 'webmaster@example.org');
      const emails = await growChapterTo(site, webmaster, RECIPIENTS);
      const subject = `Chapter meeting moved ${Date.now()}`;
      const answer = await fetch(`${site.url}/admin/announcements`, {
        ...formPost({
          intent: 'send',
          audience: 'active',
          subject,
          body: 'The meeting is in **Room 204** this week.',
          expected: String(emails.length),
        }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: webmaster, Origin: site.url },
      });
      await answer.arrayBuffer();
      const started = await waitFor(() => arrivedOf(smtp, subject).length >= ARRIVED_AT_KILL, 60_000);
      await stopSite(site, 'SIGKILL');
      const atKill = arrivedOf(smtp, subject).length;

      site = await startSite({ dataDir, env });
      const everyone = () => new Set(arrivedOf(smtp, subject).flatMap((r) => r.to)).size >= emails.length;
      await waitFor(everyone, REST_DELIVERED_WITHIN_MS);
      // A moment more, for a second copy that would arrive after the last first one.
      await sleep(3_000);

      const byRecipient = new Map<string, string[]>();
      for (const r of arrivedOf(smtp, subject)) {
        for (const to of r.to) byRecipient.set(to, [...(byRecipient.get(to) ?? []), r.mail.messageId ?? '']);
      }
      const missing = emails.filter((email) => !byRecipient.has(email));
      const twice = [...byRecipient.values()].filter((ids) => ids.length === 2);
      const badRepeats = [...byRecipient.values()].filter(
        (ids) => ids.length > 2 || (ids.length === 2 && ids[0] !== ids[1]),
      );
      return [
        judge(
          `answered ${answer.status}; ${atKill} of ${emails.length} delivered when killed, then ${byRecipient.size} ` +
            `recipients, ${twice.length} of them twice with the same Message-ID`,
          {
            'the send was answered 200': answer.status === 200,
            'the kill landed while the sender delivered': started && atKill < emails.length,
            'every recipient got the announcement': missing.length === 0,
            'none got it more than once but for one retry with the same Message-ID': badRepeats.length === 0,
          },
        ),
      ];
    } finally {
      if (site) await stopSite(site);
      await smtp.close();
    }
  },
};
