import { and, eq, inArray, sql } from 'drizzle-orm';
import { members, notificationChoices } from '../../../db/schema';
import { db, type Db, type Tx } from '../db/db.server';
import {
  type Channel,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  showsInTheSite,
} from './notification-kinds';

export type Choices = Record<NotificationKind, Channel>;

/** A member's choice for every kind: what they chose, else the kind's default. */
export async function choicesOf(memberId: number): Promise<Choices> {
  const rows = await db()
    .select({ kind: notificationChoices.kind, channel: notificationChoices.channel })
    .from(notificationChoices)
    .where(eq(notificationChoices.memberId, memberId));
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
  return Object.fromEntries(
    NOTIFICATION_KIND_NAMES.map((kind) => [kind, chosen.get(kind) ?? NOTIFICATION_KINDS[kind].standard]),
  ) as Choices;
}

/** Writes the member's choices for the kinds given; the other kinds keep what they were. */
export async function saveChoices(tx: Tx, memberId: number, changes: Partial<Choices>, at: Date): Promise<void> {
  for (const [kind, channel] of Object.entries(changes) as [NotificationKind, Channel][]) {
    await tx
      .insert(notificationChoices)
      .values({ memberId, kind, channel, updatedAt: at })
      .onConflictDoUpdate({
        target: [notificationChoices.memberId, notificationChoices.kind],
        set: { channel, updatedAt: at },
      });
  }
}

/**
 * Stops one kind of email for a member (an unsubscribe link): the kind moves to "in the site only", or off for a kind
 * sent by email only. A kind already in the site only or off stays as it is, so stopping twice changes nothing.
 */
export async function stopEmails(tx: Tx, memberId: number, kind: NotificationKind): Promise<void> {
  const channel = showsInTheSite(kind) ? 'site' : 'off';
  await tx
    .insert(notificationChoices)
    .values({ memberId, kind, channel })
    .onConflictDoUpdate({
      target: [notificationChoices.memberId, notificationChoices.kind],
      set: { channel, updatedAt: sql`now()` },
      setWhere: eq(notificationChoices.channel, 'email'),
    });
}

/** Each of these members with their email address (or null) and how they want this kind, in id order. */
export async function recipientsOf(
  tx: Tx | Db,
  ids: readonly number[],
  kind: NotificationKind,
): Promise<{ id: number; email: string | null; channel: Channel }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: members.id, email: members.email, channel: notificationChoices.channel })
    .from(members)
    .leftJoin(
      notificationChoices,
      and(eq(notificationChoices.memberId, members.id), eq(notificationChoices.kind, kind)),
    )
    .where(inArray(members.id, [...ids]))
    .orderBy(members.id);
  return rows.map((row) => ({ ...row, channel: row.channel ?? NOTIFICATION_KINDS[kind].standard }));
}
