import crypto from 'node:crypto';
import { EnvError, env, publicOrigin } from '../runtime/env.server';
import { siteSecret } from '../runtime/site-secret.server';

/** The VAPID identity push services know the site by (RFC 8292): a P-256 key pair, base64url, and a contact. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else one derived from the site's secret: with the same
 * SESSION_SECRET, the same on every process and after a restart, so no second secret has to be kept for push to
 * work (a demo without SESSION_SECRET has a new secret, so a new pair, at each start). A subscription is bound to
 * the public key it was made with, so changing the pair (or the secret it comes from) makes every device turn
 * notifications on again.
 */
function keyPair(): { publicKey: string; privateKey: string } {
  const settings = env();
  const ecdh = crypto.createECDH('prime256v1');
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    if (publicKeyOf(ecdh, settings.VAPID_PRIVATE_KEY) !== settings.VAPID_PUBLIC_KEY) {
      throw new EnvError(
        'Invalid settings: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY. Set the pair ' +
          '`npx web-push generate-vapid-keys` printed, or neither.',
      );
    }
    return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
  }
  // Any 32 bytes below the curve's order are a private key; an HMAC output is, all but certainly.
  ecdh.setPrivateKey(crypto.createHmac('sha256', siteSecret()).update('vapid key').digest());
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/** The public key of a base64url private key, or null when it is not one. */
function publicKeyOf(ecdh: crypto.ECDH, privateKey: string): string | null {
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url');
  } catch {
    return null;
  }
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
