import { Link } from 'react-router';
import styles from './notification-bell.module.css';

/** The header's bell: a link to the member's notifications, with the number unread when there are any. */
export function NotificationBell({ unread }: { unread: number }) {
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    // In a span of its own: the header styles a bare link beside the menu as the Login button.
    <span className={styles.holder}>
      <Link to="/notifications" className={styles.bell} aria-label={label} title={label}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </span>
  );
}
