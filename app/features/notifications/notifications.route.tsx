import { Form, Link, redirect } from 'react-router';
import { inTransaction } from '../../shared/db/transaction.server';
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

/** "Mark all as read". */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
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
