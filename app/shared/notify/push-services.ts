/**
 * Which push services a device may name as its address. The server posts to that address, so a member must not be
 * able to aim it at anything else (a database port, a server inside the network): only the push services of the
 * browsers, over https, and any the site adds by setting (EXTRA_PUSH_SERVICES). Pure (push-services.test.ts).
 */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari, and apps on an iPhone's home screen
  'notify.windows.com', // Edge on Windows: <region>.notify.windows.com
];

/** The origins EXTRA_PUSH_SERVICES names, each an https address. */
export function extraPushServices(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => new URL(origin).origin);
}

/** Whether a device's push address is one the site will post to. */
export function isPushServiceAddress(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.port !== '') return false;
  return BROWSER_PUSH_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
