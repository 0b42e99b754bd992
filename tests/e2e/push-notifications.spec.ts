import type { BrowserContext, Page } from '@playwright/test';
import { baseURL, pushPort } from '../../playwright.config';
import { chapter } from '../../app/config/chapter';
import { startPushTestService, type PushTestService, type TestDevice } from '../support/push-test-service';
import { addStoredSession, openDashboardAs } from './demo-sessions';
import { expect, test } from './fixtures';
import { atBothWidths } from './screenshots';

// A member turns on push on their phone; an officer opens check-in at an expected event; the push reaches the push
// service encrypted for that phone, and the site's service worker shows it. The test push service stands in for the
// browser's (FCM, Mozilla's, Apple's), which a browser without internet cannot reach: the page's PushManager hands out
// a subscription at it, everything after that is the site's own.
test.describe.configure({ mode: 'serial' });

const MEMBER = 'member@example.org';
const OFFICER = 'scribe@example.org';
const EVENT = `Push Workshop ${Date.now()}`;
let service: PushTestService;

test.beforeAll(async () => {
  service = await startPushTestService(pushPort);
});
test.afterAll(async () => {
  await service.close();
});

/** A phone whose browser subscribes at the test push service; subscribing remembers the site's key, as a browser does. */
async function phoneWith(context: BrowserContext, device: TestDevice): Promise<Page> {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript((given: TestDevice) => {
    const subscription = (key: string) => ({
      endpoint: given.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer,
      },
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: async () => {
        localStorage.removeItem('test-push-key');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const key = btoa(String.fromCharCode(...bytes));
      localStorage.setItem('test-push-key', key);
      return subscription(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem('test-push-key');
      return (key ? subscription(key) : null) as unknown as PushSubscription;
    };
  }, device);
  return context.newPage();
}

/** Today in the chapter's time zone, as the event form's date field takes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: chapter.timeZone }).format(new Date());

/** The notifications the site's service worker is showing. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
  });

test('a member turns on push; check-in opening reaches their phone and the service worker shows it', async ({
  browser,
  page: officer,
}) => {
  test.slow();
  const device = service.newDevice();
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await addStoredSession(context, MEMBER);
  const phone = await phoneWith(context, device);
  await phone.goto('/dashboard');
  const card = phone.getByRole('region', { name: 'Notifications on this device' });
  await expect(card.getByRole('status')).toHaveText(/^Get a notification here when check-in opens/);
  await expect(card).toContainText('On an iPhone or iPad, first add this site to your Home Screen');
  await expect(card.getByRole('link', { name: 'Choose what comes by push' })).toHaveAttribute(
    'href',
    '/notifications/settings',
  );
  await atBothWidths(phone, 'push-device-off');
  await phone.setViewportSize({ width: 375, height: 800 });

  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(card.getByRole('status')).toHaveText('Notifications are on for this device.');
  // The site knows the device: after a reload the card asks it and says so again.
  await phone.reload();
  await expect(card.getByRole('status')).toHaveText('Notifications are on for this device.');
  await atBothWidths(phone, 'push-device-on');
  await phone.goto('/notifications/settings');
  await expect(phone.getByText(/^Push reaches the device where you turned notifications on/)).toBeVisible();
  await expect(
    phone.getByRole('group', { name: 'Check-in opened' }).getByRole('radio', { name: 'Push and in the site' }),
  ).toBeChecked();

  // An officer opens check-in at an event every active member is expected at (worth no points, deleted at the end).
  await openDashboardAs(officer, OFFICER);
  await officer.goto('/admin/events');
  const form = officer.getByRole('region', { name: 'Create an event' });
  await form.getByLabel('Name').fill(EVENT);
  await form.getByLabel('Date').fill(today());
  await form.getByLabel('Start time').fill('00:00');
  await form.getByLabel('End time').fill('23:59');
  await form.getByLabel('Points for attending').fill('0');
  await form.getByLabel('Expected of every active member').check();
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(officer.getByText(`Event “${EVENT}” created.`)).toBeVisible();
  await officer.getByRole('link', { name: EVENT, exact: true }).click();
  await officer.getByRole('link', { name: 'Check-in screen' }).click();
  await officer.getByRole('button', { name: 'Start check-in' }).click();
  await expect(officer.getByRole('heading', { name: '0 checked in' })).toBeVisible();

  // The background sender delivers within a second or two; the service checked its VAPID token and decrypted it.
  await expect.poll(() => service.received.filter((p) => p.device === device.id).length, { timeout: 30_000 }).toBe(1);
  expect(service.refused).toEqual([]);
  const [push] = service.received.filter((p) => p.device === device.id);
  expect(push!.payload).toMatchObject({
    title: `Check-in is open: ${EVENT}`,
    body: `Check-in for ${EVENT} is open. Check in with the code on the screen at the event.`,
    path: expect.stringMatching(/^\/notifications\/\d+$/),
  });

  // The push service hands it to the browser: the site's service worker shows it with the page a tap opens.
  const cdp = await context.newCDPSession(phone);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: await registration,
    data: JSON.stringify(push!.payload),
  });
  await expect
    .poll(() => shown(phone))
    .toEqual([{ title: push!.payload.title, body: push!.payload.body, data: { path: push!.payload.path } }]);

  // The page a tap opens marks the notification read and goes on to check in.
  await phone.goto(push!.payload.path);
  await expect(phone).toHaveURL('/check-in');

  // Turned off, the device gets nothing more and the card offers to turn it on again.
  await phone.goto('/dashboard');
  await card.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Get a notification here/);
  await phone.reload();
  await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await context.close();

  await officer.getByRole('button', { name: 'Close check-in' }).click();
  await officer
    .getByRole('dialog')
    .getByRole('button', { name: /^Close/ })
    .click();
  await officer.goto('/admin/events');
  await officer.getByRole('link', { name: EVENT, exact: true }).click();
  await officer.getByRole('button', { name: 'Delete', exact: true }).click();
  await officer.getByRole('dialog').getByRole('button', { name: 'Delete event' }).click();
  await expect(officer.getByText(`Event “${EVENT}” deleted.`)).toBeVisible();
});
