import { redirect } from 'react-router';
import { inTransaction } from '../../shared/db/transaction.server';
import { openNotification } from '../../shared/notify/outbox.server';
import { requireMember } from '../../shared/session/guards.server';
import type { Route } from './+types/notification-open.route';

/**
 * Opening a notification: marks it read and goes to its page. Another member's notification, or one that is gone,
 * leads back to the list. Its link is always a path on this site, written by the site.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const link = id === null ? null : await inTransaction((tx) => openNotification(tx, member.id, id));
  return redirect(link?.startsWith('/') ? link : '/notifications');
}
