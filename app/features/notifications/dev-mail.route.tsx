import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import { sentAtText } from '../../shared/notify/sent-at-text';
import { latestEmails, requireDevMail } from './dev-mail.server';
import type { Route } from './+types/dev-mail.route';
import styles from './notifications.module.css';

export const meta = () => pageMeta('Email outbox');

/** The demo's local outbox: what members would have received by email, for officers to read. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireDevMail(request);
  const emails = await latestEmails();
  return {
    emails: emails.map((e) => ({
      id: e.id,
      to: e.to,
      subject: e.subject,
      text: e.text,
      createdAt: e.createdAt.toISOString(),
      state: e.sentAt ? 'delivered by SMTP' : e.givenUpAt ? 'given up' : 'kept here (no SMTP server is set)',
    })),
  };
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { emails } = loaderData;
  return (
    <>
      <PageHero title="Email outbox" />
      <div className={`container ${styles.page}`}>
        <p>
          This demo sends no email: what members would receive is kept here instead, newest first. A site with SMTP_URL
          set delivers it, and has no such page.
        </p>
        {emails.length === 0 ? <p>No email yet. Send an announcement to see one here.</p> : null}
        <ul className={styles.list}>
          {emails.map((e) => (
            <li key={e.id} className={styles.item}>
              <strong>{e.subject}</strong>
              <span className={styles.when}>
                To {e.to} · {sentAtText(e.createdAt)} · {e.state}
              </span>
              <details>
                <summary>Plain text</summary>
                <pre className={styles.text}>{e.text}</pre>
              </details>
              <a href={`/dev-mail/${e.id}`} target="_blank" rel="noreferrer">
                Open the HTML email<span className="visually-hidden"> “{e.subject}”</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
