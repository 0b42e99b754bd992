/**
 * This browser's side of push (the dashboard's device card): whether it can show notifications, whether the site
 * pushes to it, and turning that on and off. The service worker it registers (public/push-worker.js) only shows
 * notifications and opens their page; it handles no request, so it caches no page.
 */
export const PUSH_WORKER = '/push-worker.js';
const DEVICE_ACTION = '/notifications/push';

export type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

export class PushDeviceError extends Error {}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Whether a subscription was made with the site's present key (a changed key needs a new one). */
function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const made = new Uint8Array(key);
  const wanted = keyBytes(publicKey);
  return made.length === wanted.length && made.every((byte, i) => byte === wanted[i]);
}

/** Posts to the device action; answers whether the site now pushes to this device, or throws its refusal. */
async function post(fields: Record<string, string>): Promise<boolean> {
  let answer: Response;
  try {
    answer = await fetch(DEVICE_ACTION, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  } catch {
    throw new PushDeviceError('The site could not be reached. Check the connection and try again.');
  }
  // The one redirect the action answers is to sign in: the session ended while the page was open.
  if (answer.type === 'opaqueredirect') throw new PushDeviceError('You are signed out. Reload the page to sign in.');
  const result = (await answer.json().catch(() => null)) as { ok?: boolean; message?: string; subscribed?: boolean };
  if (!answer.ok || !result?.ok) {
    throw new PushDeviceError(result?.message || 'Something went wrong on our side. Try again in a minute.');
  }
  return result.subscribed === true;
}

/** Where this browser stands: unable, blocked by the member, or whether the site pushes to it now. */
export async function deviceState(publicKey: string): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription || !madeWithKey(subscription, publicKey)) return 'off';
  return (await post({ intent: 'check', endpoint: subscription.endpoint })) ? 'on' : 'off';
}

/**
 * Asks for permission, subscribes this browser with the site's key and tells the site. A prompt closed without an
 * answer leaves push off, to be asked again; only a refusal blocks it.
 */
export async function turnOn(publicKey: string): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') {
    throw new PushDeviceError('Notifications were not allowed. Turn them on again and choose Allow.');
  }
  const registration = await navigator.serviceWorker.register(PUSH_WORKER);
  await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
    .catch(() => {
      throw new PushDeviceError('This browser’s push service did not answer. Try again in a minute.');
    });
  const { endpoint, keys } = subscription.toJSON();
  await post({ intent: 'subscribe', endpoint: endpoint ?? '', p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' });
  return 'on';
}

/** Tells the site to stop, then ends this browser's subscription. */
export async function turnOff(): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  await post({ intent: 'unsubscribe', endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  return 'off';
}
