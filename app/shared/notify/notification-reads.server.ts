import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import { db } from '../db/db.server';
import type { NotificationKind } from './notification-kinds';

/** How many of a member's notifications are unread: the bell's number, asked on every page a member opens. */
export async function unreadCount(memberId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export interface NotificationItem {
  id: number;
  title: string;
  kind: string;
  createdAt: string;
  read: boolean;
}

/** A member's latest notifications, newest first. */
export async function latestNotifications(memberId: number, limit = 50): Promise<NotificationItem[]> {
  const rows = await db()
    .select({
      id: notifications.id,
      title: notifications.title,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(({ readAt, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    read: readAt !== null,
  }));
}

/** The titles of a member's notifications of one kind since an instant, oldest first (the weekly digest's). */
export async function titlesSince(memberId: number, kind: NotificationKind, since: Date): Promise<string[]> {
  const rows = await db()
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.kind, kind), gte(notifications.createdAt, since)))
    .orderBy(notifications.createdAt, notifications.id);
  return rows.map((row) => row.title);
}
