import crypto from 'node:crypto';
import { env } from './env.server';

// Outside production a per-process secret is enough: a restart only signs demo users out and voids demo links.
const secret = env().SESSION_SECRET ?? crypto.randomBytes(32).toString('hex');

/** The key the session cookie is signed with (SESSION_SECRET). */
export const siteSecret = (): string => secret;

/**
 * A signature of `value` for one `purpose` (an unsubscribe link, say): the same value signed for another purpose
 * gives another signature, so one kind of link cannot be passed off as another. 128 bits, URL-safe.
 */
export function signatureOf(purpose: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url').slice(0, 22);
}

/** Whether `signature` is `value`'s for `purpose`, compared in constant time. */
export function isSignatureOf(purpose: string, value: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(purpose, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
