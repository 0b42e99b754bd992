import fs from 'node:fs';
import https from 'node:https';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, notificationChoices, notifications, pushOutbox, pushSubscriptions } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db } from '../../app/shared/db/db.server';
import { inTransaction } from '../../app/shared/db/transaction.server';
import { startCheckIn } from '../../app/features/events/check-in/check-in-screen.server';
import * as pushDevice from '../../app/features/notifications/push-device.route';
import { PUSH_MESSAGES } from '../../app/features/notifications/push-device-form.server';
import * as logout from '../../app/features/sign-in/logout.route';
import { vapidPublicKey } from '../../app/shared/notify/push-keys.server';
import { deliverPushesDue } from '../../app/shared/notify/push-sender.server';
import { MAX_DEVICES, subscribeDevice } from '../../app/shared/notify/push-subscriptions.server';
import { now } from '../../app/shared/time/clock.server';
import { PUSH_TEST_CERT, type PushTestService, startPushTestService } from '../support/push-test-service';
import { callRoute } from '../setup/route-call';
import { cookieFor, memberId } from './officer-tools';

// Push notifications from the device card's action to a push service that decrypts them as a browser would.

const PAGE = '/notifications/push';
/** Trusts the test push service's own certificate, as NODE_EXTRA_CA_CERTS makes a server process do. */
const agent = new https.Agent({ ca: fs.readFileSync(PUSH_TEST_CERT) });
let service: PushTestService;
let scribe = 0;
let member = 0;
let cookie = '';

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  service = await startPushTestService();
  scribe = await memberId('scribe@example.org');
  member = await memberId('member@example.org');
  cookie = await cookieFor('member@example.org');
});
afterAll(() => service.close());
beforeEach(async () => {
  await db().execute(sql`truncate push_subscriptions, push_outbox, notifications, outbox, notification_choices
    restart identity cascade`);
  service.received.length = 0;
});

/** A device of the test push service turned on for a member, as the device card's action stores it. */
async function deviceOf(memberIdValue: number) {
  const device = service.newDevice();
  await inTransaction((tx) =>
    subscribeDevice(tx, memberIdValue, 'a-session', { endpoint: device.endpoint, ...device.keys }),
  );
  return device;
}

async function openCheckIn(): Promise<string> {
  const startsAt = new Date(now().getTime() + 10 * 60 * 1000);
  const name = `Push ${crypto.randomUUID().slice(0, 6)}`;
  const [event] = await db()
    .insert(events)
    .values({ name, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), expected: true })
    .returning({ id: events.id });
  await startCheckIn(scribe, event!.id, 15, now());
  return name;
}

const fcm = (token: string) => `https://fcm.googleapis.com/fcm/send/${token}`;
const keys = () => {
  const device = service.newDevice();
  return device.keys;
};

describe('the device card’s action', () => {
  it('turns a device on for the signed-in member and session, answers whether it is on, and turns it off', async () => {
    const on = await callRoute(pushDevice.action, PAGE, {
      cookie,
      form: { intent: 'subscribe', endpoint: fcm('phone'), ...keys() },
    });
    expect(on).toMatchObject({ status: 200, data: { ok: true, message: PUSH_MESSAGES.on, subscribed: true } });
    const [row] = await db().select().from(pushSubscriptions);
    expect(row).toMatchObject({ memberId: member, endpoint: fcm('phone') });
    expect(row?.sessionIdHash).toMatch(/^[0-9a-f]{64}$/);

    const check = (endpoint: string) =>
      callRoute(pushDevice.action, PAGE, { cookie, form: { intent: 'check', endpoint } });
    expect((await check(fcm('phone'))).data).toMatchObject({ subscribed: true });
    expect((await check(fcm('laptop'))).data).toMatchObject({ subscribed: false });

    // Another member's cookie cannot turn this member's device off.
    const other = await cookieFor('scribe@example.org');
    await callRoute(pushDevice.action, PAGE, {
      cookie: other,
      form: { intent: 'unsubscribe', endpoint: fcm('phone') },
    });
    expect(await db().select().from(pushSubscriptions)).toHaveLength(1);
    const off = await callRoute(pushDevice.action, PAGE, {
      cookie,
      form: { intent: 'unsubscribe', endpoint: fcm('phone') },
    });
    expect(off.data).toMatchObject({ ok: true, message: PUSH_MESSAGES.off, subscribed: false });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses an address that is not a push service’s, and incomplete keys, saying why', async () => {
    for (const endpoint of [
      'http://127.0.0.1:5432/x',
      'https://example.org/push',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const answer = await callRoute(pushDevice.action, PAGE, {
        cookie,
        form: { intent: 'subscribe', endpoint, ...keys() },
      });
      expect(answer).toMatchObject({ status: 400, data: { ok: false, message: PUSH_MESSAGES.address } });
    }
    const short = await callRoute(pushDevice.action, PAGE, {
      cookie,
      form: { intent: 'subscribe', endpoint: fcm('phone'), p256dh: 'abc', auth: keys().auth },
    });
    expect(short).toMatchObject({ status: 400, data: { ok: false, message: PUSH_MESSAGES.keys } });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses a visitor who is not signed in', async () => {
    const answer = await callRoute(pushDevice.action, PAGE, {
      form: { intent: 'subscribe', endpoint: fcm('x'), ...keys() },
    });
    expect(answer.status).toBe(302);
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it(`keeps a member’s ${MAX_DEVICES} newest devices, and moves a shared browser to whoever turned it on last`, async () => {
    for (let i = 0; i <= MAX_DEVICES; i += 1) {
      await callRoute(pushDevice.action, PAGE, {
        cookie,
        form: { intent: 'subscribe', endpoint: fcm(`d${i}`), ...keys() },
      });
    }
    const endpoints = (await db().select().from(pushSubscriptions)).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_DEVICES);
    expect(endpoints).not.toContain(fcm('d0'));
    const other = await cookieFor('scribe@example.org');
    await callRoute(pushDevice.action, PAGE, {
      cookie: other,
      form: { intent: 'subscribe', endpoint: fcm('d5'), ...keys() },
    });
    const [moved] = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, fcm('d5')));
    expect(moved?.memberId).toBe(scribe);
  });

  it('signing out turns off the devices turned on in that session, not the member’s others', async () => {
    const session = await cookieFor('member@example.org');
    await callRoute(pushDevice.action, PAGE, {
      cookie: session,
      form: { intent: 'subscribe', endpoint: fcm('shared'), ...keys() },
    });
    await callRoute(pushDevice.action, PAGE, {
      cookie,
      form: { intent: 'subscribe', endpoint: fcm('own'), ...keys() },
    });
    await callRoute(logout.action, '/logout', { cookie: session, form: {} });
    expect((await db().select().from(pushSubscriptions)).map((row) => row.endpoint)).toEqual([fcm('own')]);
  });
});

describe('delivery', () => {
  it('pushes check-in opened to each device of a member who has one, encrypted and signed with the site’s key', async () => {
    const phone = await deviceOf(member);
    const laptop = await deviceOf(member);
    const name = await openCheckIn();
    const [notification] = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.memberId, member));
    // Only this member has a device: everyone else has the notification under the bell alone.
    expect(await db().select().from(pushOutbox)).toHaveLength(2);

    expect(await deliverPushesDue(agent)).toEqual({ sent: 2, wait: false });
    expect(service.refused).toEqual([]);
    expect(service.received.map((push) => push.device).sort()).toEqual([phone.id, laptop.id].sort());
    for (const push of service.received) {
      expect(push.payload).toEqual({
        title: `Check-in is open: ${name}`,
        body: `Check-in for ${name} is open. Check in with the code on the screen at the event.`,
        // A tap opens the bell's notification: it is marked read and leads on to /check-in.
        path: `/notifications/${notification!.id}`,
      });
      expect(push.vapidKey).toBe(vapidPublicKey());
      expect(push.subject).toMatch(/^mailto:webmaster@/);
      expect(push.ttl).toBe(86_400);
    }
    // Delivered once: nothing is due any more.
    expect(await deliverPushesDue(agent)).toEqual({ sent: 0, wait: false });
  });

  it('pushes nothing to a member who chose email, site only or off for the kind, device or not', async () => {
    await deviceOf(member);
    await db().insert(notificationChoices).values({ memberId: member, kind: 'check-in-opened', channel: 'site' });
    await openCheckIn();
    expect(await db().select().from(pushOutbox)).toEqual([]);
  });

  it('forgets a device whose push service says it is gone, and tries a refused push again later', async () => {
    const gone = await deviceOf(member);
    const busy = await deviceOf(scribe);
    service.answer(gone.id, 410);
    service.answer(busy.id, 500);
    await openCheckIn();
    expect(await deliverPushesDue(agent)).toEqual({ sent: 1, wait: false });
    expect((await db().select().from(pushSubscriptions)).map((row) => row.memberId)).toEqual([scribe]);
    const [waiting] = await db().select().from(pushOutbox);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, givenUpAt: null });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(waiting!.lastError).toMatch(/^The push service answered 500/);
  });
});
