import { inArray } from 'drizzle-orm';
import { pushOutbox, pushSubscriptions } from '../../../db/schema';
import type { Tx } from '../db/db.server';
import type { NotificationKind } from './notification-kinds';
import { pushBody } from './push-message';

/**
 * Queues a push notification for every device of these members, in the transaction of the change that causes it;
 * the background sender delivers them (push-sender.server.ts). `pathOf` is the page a tap opens for each member.
 * A member without a device gets none: the bell has the notification already. Answers how many were queued.
 */
export async function queuePushes(
  tx: Tx,
  message: { kind: NotificationKind; subject: string; markdown: string },
  memberIds: readonly number[],
  pathOf: (memberId: number) => string,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const devices = await tx
    .select({ id: pushSubscriptions.id, memberId: pushSubscriptions.memberId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.memberId, [...memberIds]));
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
