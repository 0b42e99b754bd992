import type { Agent } from 'node:https';
import { eq, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { pushSubscriptions } from '../../../db/schema';
import { db } from '../db/db.server';
import { deliverLeased, type LeasedQueue, type LeasedRow, startLeasedSender } from './leased-queue.server';
import { vapidDetails } from './push-keys.server';
import type { PushPayload } from './push-message';

interface DuePush extends LeasedRow {
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  title: string;
  body: string;
  path: string;
}

const PUSHES: LeasedQueue = {
  table: 'push_outbox',
  columns: sql`subscription_id, title, body, path,
    (select endpoint from push_subscriptions s where s.id = subscription_id),
    (select p256dh from push_subscriptions s where s.id = subscription_id),
    (select auth from push_subscriptions s where s.id = subscription_id)`,
  noun: 'a push notification',
};

/** How long a push service keeps a notification for a phone that is off: a day, after which it is stale. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * The answers by which a push service says the device's subscription is over: 404 and 410 (the browser unsubscribed
 * or the app was removed), 403 (it was made with another key pair of the site's).
 */
const GONE = new Set([403, 404, 410]);

async function deliver(push: DuePush, agent: Agent | undefined): Promise<void> {
  const payload: PushPayload = { title: push.title, body: push.body, path: push.path };
  try {
    await webpush.sendNotification(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapidDetails(), TTL: TIME_TO_LIVE_SECONDS, timeout: TIMEOUT_MS, agent },
    );
  } catch (error) {
    if (!(error instanceof WebPushError)) throw error;
    if (!GONE.has(error.statusCode)) {
      throw new Error(`The push service answered ${error.statusCode}: ${error.body}`.trim(), { cause: error });
    }
    // Nothing will reach that device again: forget it (and, with it, whatever else waits for it).
    await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, push.subscription_id));
  }
}

/**
 * One round: delivers the push notifications due, in order. A refusal is one device's business (every device may
 * have another push service), so it never pauses the others: each is tried again on its own schedule.
 * `agent` is for a test whose push service has its own certificate.
 */
export function deliverPushesDue(agent?: Agent): Promise<{ sent: number; wait: boolean }> {
  return deliverLeased<DuePush>(PUSHES, { deliver: (push) => deliver(push, agent), asksToWait: () => false });
}

/** Delivers push notifications in the background until stopped, as the email sender delivers email. */
export function startPushSender(agent?: Agent): () => Promise<void> {
  return startLeasedSender('push notifications', () => deliverPushesDue(agent));
}
