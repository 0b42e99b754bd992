import type { Agent } from 'node:https';
import { eq, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { pushSubscriptions } from '../../../db/schema';
import { db } from '../db/db.server';
import { env } from '../runtime/env.server';
import { logger } from '../runtime/logger.server';
import {
  deliverLeased,
  LEASE_SECONDS,
  type LeasedQueue,
  type LeasedRow,
  startLeasedSender,
  Undeliverable,
} from './leased-queue.server';
import { vapidDetails } from './push-keys.server';
import type { PushPayload } from './push-message';
import { extraPushServices, isPushServiceAddress } from './push-services';

interface DuePush extends LeasedRow {
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  title: string;
  body: string;
  path: string;
}

/** How long one push service may take to answer. */
const TIMEOUT_MS = 10_000;

const PUSHES: LeasedQueue = {
  table: 'push_outbox',
  columns: sql`subscription_id, title, body, path,
    (select endpoint from push_subscriptions s where s.id = subscription_id),
    (select p256dh from push_subscriptions s where s.id = subscription_id),
    (select auth from push_subscriptions s where s.id = subscription_id)`,
  noun: 'a push notification',
  // A batch of slow push services still ends inside the lease, so no other process takes it over and sends it twice.
  batch: Math.floor((LEASE_SECONDS * 1000) / TIMEOUT_MS) - 1,
};

/** How long a push service keeps a notification for a phone that is off: a day, after which it is stale. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** The answers by which a push service says the device's subscription is over: the browser unsubscribed, or was reset. */
const GONE = new Set([404, 410]);
/** The answers by which it refuses the site itself (its VAPID token or key): no retry mends them. */
const REFUSED = new Set([400, 401, 403, 413]);

/**
 * Where the sender may post beyond the browsers' push services, and how it trusts them: EXTRA_PUSH_SERVICES and the
 * system's certificates, unless a test hands it its own push service and certificate.
 */
export interface PushReach {
  extraServices: readonly string[];
  agent?: Agent;
}

const settingsReach = (): PushReach => ({ extraServices: extraPushServices(env().EXTRA_PUSH_SERVICES) });

async function deliver(push: DuePush, { extraServices, agent }: PushReach): Promise<void> {
  // Checked again at sending: a push service the site no longer allows is not posted to.
  if (!isPushServiceAddress(push.endpoint, extraServices)) {
    throw new Undeliverable('The device’s push service is not one the site sends to.');
  }
  const payload: PushPayload = { title: push.title, body: push.body, path: push.path };
  try {
    await webpush.sendNotification(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapidDetails(), TTL: TIME_TO_LIVE_SECONDS, timeout: TIMEOUT_MS, agent },
    );
  } catch (error) {
    if (!(error instanceof WebPushError)) throw error;
    if (GONE.has(error.statusCode)) {
      // Nothing will reach that device again: forget it, and with it whatever else waits for it.
      await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, push.subscription_id));
      logger.info({ subscriptionId: push.subscription_id }, 'forgot a device its push service says is gone');
      return;
    }
    const answer = `The push service answered ${error.statusCode}: ${error.body}`.trim();
    throw REFUSED.has(error.statusCode) ? new Undeliverable(answer) : new Error(answer);
  }
}

/**
 * One round: delivers the push notifications due, in order. A refusal is one device's business (every device may
 * have another push service), so it never pauses the others: each is tried again on its own schedule.
 */
export function deliverPushesDue(reach: PushReach = settingsReach()): Promise<{ sent: number; wait: boolean }> {
  return deliverLeased<DuePush>(PUSHES, { deliver: (push) => deliver(push, reach), asksToWait: () => false });
}

/**
 * Delivers push notifications in the background until stopped, as the email sender delivers email. The keys are
 * read first, so a VAPID pair that does not match stops the start with a clear message.
 */
export function startPushSender(): () => Promise<void> {
  vapidDetails();
  const reach = settingsReach();
  return startLeasedSender('push notifications', () => deliverPushesDue(reach));
}
