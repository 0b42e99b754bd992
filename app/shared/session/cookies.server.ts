import { createCookie } from 'react-router';
import { servedOverHttps } from '../runtime/env.server';
import { siteSecret } from '../runtime/site-secret.server';
import { SESSION_MAX_DAYS } from './sessions.server';
import { SESSION_COOKIE, SIGN_IN_COOKIE } from './cookie-names';
import { DAY_MS } from '../time/calendar-days';

const secret = siteSecret();
const secure = servedOverHttps();

/** Holds only the random id of a row in `sessions`; signed so a tampered value is simply ignored. */
export const sessionCookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/',
  secrets: [secret],
  // The browser may keep it as long as a session can live; the server ends it earlier after 14 idle days.
  maxAge: (SESSION_MAX_DAYS * DAY_MS) / 1000,
});

/** The session id the request's cookie carries, or null when there is none or it was tampered with. */
export async function sessionIdOf(cookieHeader: string | null): Promise<string | null> {
  const id: unknown = await sessionCookie.parse(cookieHeader);
  return typeof id === 'string' && id.length >= 20 ? id : null;
}

/** How long one sign-in attempt may take, from the site to the issuer and back. */
export const SIGN_IN_ATTEMPT_SECONDS = 10 * 60;

/** The PKCE verifier, state, nonce and return address of one sign-in attempt. */
export const signInFlowCookie = createCookie(SIGN_IN_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/auth',
  secrets: [secret],
  maxAge: SIGN_IN_ATTEMPT_SECONDS,
});
