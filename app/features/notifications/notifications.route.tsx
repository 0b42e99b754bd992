import { Form, Link, redirect } from 'react-router';
import { z } from 'zod';
import { inTransaction } from '../../shared/db/transaction.server';
import { readForm } from '../../shared/forms/action.server';
import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import { latestNotifications } from '../../shared/notify/notification-reads.server';
import { markAllRead } from '../../shared/notify/outbox.server';
import { requireMember } from '../../shared/session/guards.server';
import { sentAtText } from '../../shared/notify/sent-at-text';
import type { Route } from './+types/notifications.route';
import styles from './notifications.module.css';

export const meta = () => pageMeta('Notifications');

/** The signed-in member's latest notifications; opening one marks it read (notification-open.route.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { notifications: await latestNotifications(member.id) };
}

/** "Mark all as read": the page's one form. Anything else posted here is refused and marks nothing. */
const markAllForm = z.object({ intent: z.literal('mark-all-read') });

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const read = await readForm(request, markAllForm, {
    fallbackIntent: 'mark-all-read',
    invalidMessage: 'Nothing was marked read: reload the page and try again.',
  });
  if (!read.ok) return read.refusal;
  await inTransaction((tx) => markAllRead(tx, member.id));
  return redirect('/notifications');
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { notifications } = loaderData;
  const unread = notifications.filter((n) => !n.read).length;
  return (
    <>
      <PageHero title="Notifications" />
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <p>
            {unread === 0 ? 'Nothing unread.' : `${unread} unread.`}{' '}
            <Link to="/notifications/settings">Notification settings</Link>
          </p>
          {unread > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="mark-all-read" />
              <button type="submit" className={styles.secondary}>
                Mark all as read
              </button>
            </Form>
          ) : null}
        </div>
        {notifications.length === 0 ? (
          <p>No notification yet. Announcements, check-ins opening and more will show here.</p>
        ) : null}
        <ul className={styles.list}>
          {notifications.map((n) => (
            <li key={n.id} className={n.read ? styles.item : `${styles.item} ${styles.unread}`}>
              <Link to={`/notifications/${n.id}`}>
                {n.read ? null : <span className="visually-hidden">Unread: </span>}
                {n.title}
              </Link>
              <span className={styles.when}>{sentAtText(n.createdAt)}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
