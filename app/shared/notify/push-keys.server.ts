import crypto from 'node:crypto';
import { env, publicOrigin } from '../runtime/env.server';
import { siteSecret } from '../runtime/site-secret.server';

/** The VAPID identity push services know the site by (RFC 8292): a P-256 key pair, base64url, and a contact. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else one derived from the site's secret: the same on every
 * process and after a restart with the same SESSION_SECRET, so no second secret has to be kept for push to work. A
 * subscription is bound to the public key it was made with, so changing the pair (or the secret it comes from)
 * makes every device turn notifications on again.
 */
function keyPair(): { publicKey: string; privateKey: string } {
  const settings = env();
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
  }
  const ecdh = crypto.createECDH('prime256v1');
  // Any 32 bytes below the curve's order are a private key; an HMAC output is, all but certainly.
  ecdh.setPrivateKey(crypto.createHmac('sha256', siteSecret()).update('vapid key').digest());
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

let cached: VapidDetails | undefined;

export function vapidDetails(): VapidDetails {
  cached ??= {
    ...keyPair(),
    subject: env().VAPID_SUBJECT ?? `mailto:webmaster@${new URL(publicOrigin()).hostname}`,
  };
  return cached;
}

/** What a browser needs to subscribe: the public key, base64url. */
export const vapidPublicKey = (): string => vapidDetails().publicKey;
