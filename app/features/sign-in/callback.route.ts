import { redirect } from 'react-router';
import {
  SIGN_IN_ATTEMPT_SECONDS,
  sessionCookie,
  sessionIdOf,
  signInFlowCookie,
} from '../../shared/session/cookies.server';
import { describeSignInError, finishSignIn } from './oidc.server';
import { createSignInLimits } from './sign-in-limits';
import { NOT_IN_SYSTEM, parseSignInFlow, verifiedEmail } from './sign-in';
import { logger } from '../../shared/runtime/logger.server';
import { tooManyRequests } from '../../shared/limits/too-many-requests';
import { findActiveMemberByEmail } from './members.server';
import { createSession, deleteExpiredSessions, deleteSession } from '../../shared/session/sessions.server';
import type { Route } from './+types/callback.route';

const EXPIRED = 'Your sign-in expired or was already used. Please try again.';
const NOT_VERIFIED = 'The sign-in could not be verified. Please try again.';

const limits = createSignInLimits({ attemptSeconds: SIGN_IN_ATTEMPT_SECONDS });

/** The issuer sends the browser back here; a new session starts only for an active member's verified email. */
export async function loader({ request }: Route.LoaderArgs) {
  const cookieHeader = request.headers.get('Cookie');
  const flow = parseSignInFlow(await signInFlowCookie.parse(cookieHeader));
  // The flow cookie is single-use: cleared whatever happens next, so a replayed callback finds nothing.
  const clearFlow = await signInFlowCookie.serialize('', { maxAge: 0 });
  const fail = (message: string) =>
    redirect(`/login?${new URLSearchParams({ error: message })}`, { headers: { 'Set-Cookie': clearFlow } });

  if (!flow) return fail(EXPIRED);
  const url = new URL(request.url);
  // Checked before anything costs: a callback that is not this attempt's comes from a stale tab or a forger.
  if (url.searchParams.get('state') !== flow.state) return fail(NOT_VERIFIED);
  if (!limits.mayExchange(flow)) return fail(EXPIRED);
  let claims;
  try {
    claims = await finishSignIn(url, flow);
  } catch (error) {
    logger.warn({ err: error }, 'sign-in callback refused');
    return fail(describeSignInError(error));
  }
  const email = verifiedEmail(claims);
  const member = email ? await findActiveMemberByEmail(email) : null;
  if (!member) {
    // Only this email waits: a member's sign-in, from anywhere, is never refused.
    const wait = email ? limits.unknownEmail(email) : null;
    if (wait !== null) throw tooManyRequests(wait);
    return fail(NOT_IN_SYSTEM);
  }

  // A new id at every sign-in: a session id known before signing in is never promoted.
  const previous = await sessionIdOf(cookieHeader);
  if (previous) await deleteSession(previous);
  await deleteExpiredSessions();
  const sessionId = await createSession(member.id, typeof claims.picture === 'string' ? claims.picture : null);
  const headers = new Headers();
  headers.append('Set-Cookie', clearFlow);
  headers.append('Set-Cookie', await sessionCookie.serialize(sessionId));
  return redirect(flow.returnTo, { headers });
}

/** A page rather than only a loader, so a refusal is shown by the root error boundary in the site's layout. */
export default function SignInCallback() {
  return null;
}
