import { redirect } from 'react-router';
import { sessionCookie, signInFlowCookie } from '../../auth/cookies.server';
import { describeSignInError, finishSignIn, type SignInFlow } from '../../auth/oidc.server';
import { NOT_IN_SYSTEM, verifiedEmail } from '../../domain/sign-in';
import { logger } from '../../lib/logger.server';
import { findActiveMemberByEmail } from '../../models/members.server';
import { createSession, deleteExpiredSessions, deleteSession } from '../../models/sessions.server';
import type { Route } from './+types/callback';

const EXPIRED = 'Your sign-in expired or was already used. Please try again.';

function isFlow(value: unknown): value is SignInFlow {
  const flow = value as SignInFlow | null;
  return typeof flow?.verifier === 'string' && typeof flow.state === 'string' && typeof flow.nonce === 'string';
}

/** The issuer sends the browser back here; a new session starts only for an active member's verified email. */
export async function loader({ request }: Route.LoaderArgs) {
  const cookieHeader = request.headers.get('Cookie');
  const flow: unknown = await signInFlowCookie.parse(cookieHeader);
  // The flow cookie is single-use: cleared whatever happens next, so a replayed callback finds nothing.
  const clearFlow = await signInFlowCookie.serialize('', { maxAge: 0 });
  const fail = (message: string) =>
    redirect(`/login?${new URLSearchParams({ error: message })}`, { headers: { 'Set-Cookie': clearFlow } });

  if (!isFlow(flow)) return fail(EXPIRED);
  let claims;
  try {
    claims = await finishSignIn(new URL(request.url), flow);
  } catch (error) {
    logger.warn({ err: error }, 'sign-in callback refused');
    return fail(describeSignInError(error));
  }
  const email = verifiedEmail(claims);
  const member = email ? await findActiveMemberByEmail(email) : null;
  if (!member) return fail(NOT_IN_SYSTEM);

  // A new id at every sign-in: a session id known before signing in is never promoted.
  const previous: unknown = await sessionCookie.parse(cookieHeader);
  if (typeof previous === 'string') await deleteSession(previous);
  await deleteExpiredSessions();
  const sessionId = await createSession(member.id, typeof claims.picture === 'string' ? claims.picture : null);
  const headers = new Headers();
  headers.append('Set-Cookie', clearFlow);
  headers.append('Set-Cookie', await sessionCookie.serialize(sessionId));
  return redirect(flow.returnTo, { headers });
}
