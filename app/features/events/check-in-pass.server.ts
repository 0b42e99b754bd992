import { createCookie } from 'react-router';
import { servedOverHttps } from '../../shared/runtime/env.server';
import { checkInSecret } from './check-in-code.server';

/** How long a signed-out member has to sign in and come back after opening the QR address. */
export const CHECK_IN_PASS_SECONDS = 10 * 60;
export const CHECK_IN_PASS_COOKIE = '__ue_checkin';

/**
 * The pass a signed-out member gets for opening the QR address while its code was valid: it lets them sign in and
 * still check in though the code on the screen has changed meanwhile. The value names the event and when the pass
 * ends; the cookie is signed (HMAC-SHA-256 with the check-in secret), so neither can be changed, and only /check-in
 * reads it.
 */
const passCookie = createCookie(CHECK_IN_PASS_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  secure: servedOverHttps(),
  // The whole site: the page's own requests for its data and its form go to /check-in.data, outside /check-in.
  path: '/',
  secrets: [checkInSecret()],
  maxAge: CHECK_IN_PASS_SECONDS,
});

export interface CheckInPass {
  eventId: number;
}

/** A Set-Cookie value that gives the pass for the event, ending 10 minutes from now. */
export function givePass(eventId: number, now: Date): Promise<string> {
  return passCookie.serialize({ eventId, expiresAt: now.getTime() + CHECK_IN_PASS_SECONDS * 1000 });
}

/** The pass the request carries, or null when there is none, it was tampered with or it has ended. */
export async function passOf(request: Request, now: Date): Promise<CheckInPass | null> {
  const value: unknown = await passCookie.parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return null;
  const { eventId, expiresAt } = value as { eventId?: unknown; expiresAt?: unknown };
  if (!Number.isSafeInteger(eventId) || typeof expiresAt !== 'number' || expiresAt <= now.getTime()) return null;
  return { eventId: eventId as number };
}

/** A Set-Cookie value that removes the pass, once it has been used (whatever the outcome). */
export function clearPass(): Promise<string> {
  return passCookie.serialize('', { maxAge: 0 });
}
