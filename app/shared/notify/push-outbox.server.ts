import { and, eq, gte, inArray } from 'drizzle-orm';
import { pushOutbox, pushSubscriptions, sessions } from '../../../db/schema';
import type { Tx } from '../db/db.server';
import { liveSince } from '../session/sessions.server';
import { now } from '../time/clock.server';
import type { NotificationKind } from './notification-kinds';
import { pushBody } from './push-message';

/**
 * Queues a push notification for every device of these members that is still signed in as them, in the transaction
 * of the change that causes it; the background sender delivers them (push-sender.server.ts). A device whose sign-in
 * ended (signed out, signed out by an officer's change, or expired) gets nothing until the member signs in there
 * again. `pathOf` is the page a tap opens for each member. A member without a device gets none: the bell has the
 * notification already. Answers how many were queued.
 */
export async function queuePushes(
  tx: Tx,
  message: { kind: NotificationKind; subject: string; markdown: string },
  memberIds: readonly number[],
  pathOf: (memberId: number) => string,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const live = liveSince(now());
  const devices = await tx
    .select({ id: pushSubscriptions.id, memberId: pushSubscriptions.memberId })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.idHash, pushSubscriptions.sessionIdHash))
    .where(
      and(
        inArray(pushSubscriptions.memberId, [...memberIds]),
        eq(sessions.memberId, pushSubscriptions.memberId),
        gte(sessions.createdAt, live.signedIn),
        gte(sessions.lastSeenAt, live.lastSeen),
      ),
    )
    // A device forgotten meanwhile (signed out, gone) waits for this insert instead of failing it.
    .for('key share', { of: pushSubscriptions });
  if (devices.length === 0) return 0;
  const body = pushBody(message.markdown);
  await tx.insert(pushOutbox).values(
    devices.map((device) => ({
      subscriptionId: device.id,
      kind: message.kind,
      title: message.subject,
      body,
      path: pathOf(device.memberId),
    })),
  );
  return devices.length;
}
