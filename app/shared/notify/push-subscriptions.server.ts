import { and, count, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { pushOutbox, pushSubscriptions } from '../../../db/schema';
import { db, type Tx } from '../db/db.server';

/** The devices one member may have push turned on at: a new one past this replaces their oldest. */
export const MAX_DEVICES = 10;

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Turns push on for a device. A device is its push address, so turning it on again (or from another member's
 * account on a shared browser) moves it to this member and session rather than adding a second; what waited for the
 * member before is dropped, not shown to the next.
 */
export async function subscribeDevice(
  tx: Tx,
  memberId: number,
  sessionIdHash: string,
  device: DeviceSubscription,
): Promise<void> {
  const someoneElses = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, device.endpoint), ne(pushSubscriptions.memberId, memberId)));
  await tx.delete(pushOutbox).where(inArray(pushOutbox.subscriptionId, someoneElses));
  const values = { memberId, sessionIdHash, p256dh: device.p256dh, auth: device.auth, createdAt: new Date() };
  await tx
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: device.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  const kept = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, kept)));
}

/** Turns push off for one of the member's devices; another member's device is left alone. */
export async function unsubscribeDevice(tx: Tx, memberId: number, endpoint: string): Promise<void> {
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}

/**
 * Whether the site pushes to this device for this member; if so, the device follows the session it is seen in now,
 * so a member who signed in there again keeps push, and signing out there ends it.
 */
export async function checkDevice(tx: Tx, memberId: number, sessionIdHash: string, endpoint: string): Promise<boolean> {
  const rows = await tx
    .update(pushSubscriptions)
    .set({ sessionIdHash })
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** How many devices a member has push on at. */
export async function deviceCount(memberId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  return row?.n ?? 0;
}

/** Signing out of a browser turns off the push it turned on: the next person at it is not told the member's news. */
export async function forgetSessionDevices(sessionIdHash: string): Promise<void> {
  await db().delete(pushSubscriptions).where(eq(pushSubscriptions.sessionIdHash, sessionIdHash));
}
