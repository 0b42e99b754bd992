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

/** A host name of letters, digits and hyphens between dots: nothing another URL parser could cut elsewhere. */
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * Whether a device's push address is one the site will post to. The address must be written exactly as the WHATWG
 * parser writes it back and its host plain: the push library finds the host with Node's older `url.parse`, which
 * reads `https://127.0.0.1;.fcm.googleapis.com/` as the host 127.0.0.1, so anything the two could read apart is
 * refused.
 */
export function isPushServiceAddress(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.href !== endpoint || !PLAIN_HOST.test(url.hostname)) return false;
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.port !== '') return false;
  return BROWSER_PUSH_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
