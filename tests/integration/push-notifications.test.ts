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
import { sessionIdOf } from '../../app/shared/session/cookies.server';
import { hashSessionId } from '../../app/shared/session/sessions.server';
import { now } from '../../app/shared/time/clock.server';
import { PUSH_TEST_CERT, type PushTestService, startPushTestService } from '../support/push-test-service';
import { callRoute } from '../setup/route-call';
import { cookieFor, memberId } from './officer-tools';

// Push notifications from the device card's action to a push service that decrypts them as a browser would.

const PAGE = '/notifications/push';
/** The sender may post to the test push service and trusts its certificate, as the e2e server's settings make it. */
const reach = () => ({
  extraServices: [service.origin],
  agent: new https.Agent({ ca: fs.readFileSync(PUSH_TEST_CERT) }),
});
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

/** The stored hash of the session a Cookie header carries. */
const sessionHashOf = async (cookieHeader: string) => hashSessionId((await sessionIdOf(cookieHeader)) ?? '');

/**
 * A device of the test push service turned on in a new session of the member, as the device card's action stores
 * it (the action itself takes only the push services the settings allow); answers it with the session's cookie.
 */
async function deviceOf(email: string) {
  const device = service.newDevice();
  const session = await cookieFor(email);
  const owner = await memberId(email);
  const hash = await sessionHashOf(session);
  await inTransaction((tx) => subscribeDevice(tx, owner, hash, { endpoint: device.endpoint, ...device.keys }));
  return { ...device, session };
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

  it('refuses a post from another site, changing nothing', async () => {
    await callRoute(pushDevice.action, PAGE, {
      cookie,
      form: { intent: 'subscribe', endpoint: fcm('own'), ...keys() },
    });
    const answer = await callRoute(pushDevice.action, PAGE, {
      cookie,
      form: { intent: 'unsubscribe', endpoint: fcm('own') },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(await db().select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('asking about another member’s device answers no and changes nothing', async () => {
    const scribesPhone = await deviceOf('scribe@example.org');
    const [before] = await db().select().from(pushSubscriptions);
    const answer = await callRoute(pushDevice.action, PAGE, {
      cookie,
      form: { intent: 'check', endpoint: scribesPhone.endpoint },
    });
    expect(answer.data).toMatchObject({ ok: true, subscribed: false });
    expect(await db().select().from(pushSubscriptions)).toEqual([before]);
  });

  it('a device follows the member’s new sign-in when the dashboard asks about it, and signing out there ends it', async () => {
    const phone = await deviceOf('member@example.org');
    const other = await deviceOf('member@example.org');
    // Signed out of the first session, then in again in that browser (a new session): the card asks, the device
    // moves to the new session and is pushed to again.
    await callRoute(logout.action, '/logout', { cookie: phone.session, form: {} });
    expect((await db().select().from(pushSubscriptions)).map((row) => row.endpoint)).toEqual([other.endpoint]);
    await inTransaction((tx) =>
      subscribeDevice(tx, member, 'a session that has ended', { endpoint: phone.endpoint, ...phone.keys }),
    );
    await openCheckIn();
    // A device whose session is not live gets nothing.
    expect((await db().select().from(pushOutbox)).map((row) => row.subscriptionId)).toHaveLength(1);
    const again = await cookieFor('member@example.org');
    const check = await callRoute(pushDevice.action, PAGE, {
      cookie: again,
      form: { intent: 'check', endpoint: phone.endpoint },
    });
    expect(check.data).toMatchObject({ subscribed: true });
    const [bound] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(bound?.sessionIdHash).toBe(await sessionHashOf(again));
    await db().execute(sql`truncate push_outbox`);
    await openCheckIn();
    expect(await db().select().from(pushOutbox)).toHaveLength(2);

    await callRoute(logout.action, '/logout', { cookie: again, form: {} });
    expect((await db().select().from(pushSubscriptions)).map((row) => row.endpoint)).toEqual([other.endpoint]);
  });

  it('a shared browser turned on from another account drops what waited for the first member', async () => {
    const phone = await deviceOf('member@example.org');
    await openCheckIn();
    expect(await db().select().from(pushOutbox)).toHaveLength(1);
    await inTransaction((tx) =>
      subscribeDevice(tx, scribe, 'scribe session', { endpoint: phone.endpoint, ...phone.keys }),
    );
    expect(await db().select().from(pushOutbox)).toEqual([]);
  });
});

describe('delivery', () => {
  it('pushes check-in opened to each device of a member who has one, encrypted and signed with the site’s key', async () => {
    const phone = await deviceOf('member@example.org');
    const laptop = await deviceOf('member@example.org');
    const name = await openCheckIn();
    const [notification] = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.memberId, member));
    // Only this member has a device: everyone else has the notification under the bell alone.
    expect(await db().select().from(pushOutbox)).toHaveLength(2);

    expect(await deliverPushesDue(reach())).toEqual({ sent: 2, wait: false });
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
    expect(await deliverPushesDue(reach())).toEqual({ sent: 0, wait: false });
  });

  it('pushes nothing to a member who chose email, site only or off for the kind', async () => {
    await deviceOf('member@example.org');
    for (const channel of ['email', 'site', 'off'] as const) {
      await db()
        .insert(notificationChoices)
        .values({ memberId: member, kind: 'check-in-opened', channel })
        .onConflictDoUpdate({ target: [notificationChoices.memberId, notificationChoices.kind], set: { channel } });
      await openCheckIn();
      expect(await db().select().from(pushOutbox)).toEqual([]);
    }
  });

  it('forgets a device whose push service says it is gone, and tries a failed push again later', async () => {
    const gone = await deviceOf('member@example.org');
    const busy = await deviceOf('scribe@example.org');
    const fine = await deviceOf('regent@example.org');
    service.answer(gone.id, 410);
    service.answer(busy.id, 500);
    await openCheckIn();
    await deliverPushesDue(reach());
    expect(service.received.map((push) => push.device)).toEqual([fine.id]);
    const devices = await db().select().from(pushSubscriptions);
    expect(devices.map((row) => row.endpoint).sort()).toEqual([busy.endpoint, fine.endpoint].sort());
    const [waiting] = await db()
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.subscriptionId, devices.find((d) => d.endpoint === busy.endpoint)!.id));
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, givenUpAt: null });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(waiting!.lastError).toMatch(/^The push service answered 500/);
  });

  it('gives up at once a push its service refuses the site for (401, 403), keeping the device', async () => {
    const refusing = await deviceOf('member@example.org');
    service.answer(refusing.id, 403);
    await openCheckIn();
    await deliverPushesDue(reach());
    const [given] = await db().select().from(pushOutbox);
    expect(given).toMatchObject({ attempts: 1, sentAt: null });
    expect(given!.givenUpAt).not.toBeNull();
    expect(given!.lastError).toMatch(/^The push service answered 403/);
    expect(await db().select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('posts nothing to a push service the site no longer allows, giving the push up', async () => {
    await deviceOf('member@example.org');
    await openCheckIn();
    await deliverPushesDue({ extraServices: [] });
    expect(service.received).toEqual([]);
    const [given] = await db().select().from(pushOutbox);
    expect(given!.givenUpAt).not.toBeNull();
    expect(given!.lastError).toBe('The device’s push service is not one the site sends to.');
  });
});
