import crypto from 'node:crypto';
import { createCookie } from 'react-router';
import { env, servedOverHttps } from '../lib/env.server';

export const SESSION_IDLE_DAYS = 14;

// Outside production a per-process secret is enough: a restart only signs demo users out.
const secret = env().SESSION_SECRET ?? crypto.randomBytes(32).toString('hex');
const secure = servedOverHttps();

/** Holds only the random id of a row in `sessions`; signed so a tampered value is simply ignored. */
export const sessionCookie = createCookie('__ue_session', {
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/',
  secrets: [secret],
  maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60,
});

/** The session id the request's cookie carries, or null when there is none or it was tampered with. */
export async function sessionIdOf(cookieHeader: string | null): Promise<string | null> {
  const id: unknown = await sessionCookie.parse(cookieHeader);
  return typeof id === 'string' && id.length >= 20 ? id : null;
}

/** The PKCE verifier, state, nonce and return address of one sign-in attempt, for ten minutes. */
export const signInFlowCookie = createCookie('__ue_signin', {
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/auth',
  secrets: [secret],
  maxAge: 10 * 60,
});
