import crypto from 'node:crypto';
import { createCookie } from 'react-router';
import { env, servedOverHttps } from '../lib/env.server';
import { SESSION_MAX_DAYS } from '../models/sessions.server';

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
  // The browser may keep it as long as a session can live; the server ends it earlier after 14 idle days.
  maxAge: SESSION_MAX_DAYS * 24 * 60 * 60,
});

/** The PKCE verifier, state, nonce and return address of one sign-in attempt, for ten minutes. */
export const signInFlowCookie = createCookie('__ue_signin', {
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/auth',
  secrets: [secret],
  maxAge: 10 * 60,
});
