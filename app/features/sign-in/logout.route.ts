import { redirect } from 'react-router';
import { sessionCookie, sessionIdOf } from '../../shared/session/cookies.server';
import { requireSameOrigin } from '../../shared/session/same-origin.server';
import { logger } from '../../shared/runtime/logger.server';
import { deleteSession, hashSessionId } from '../../shared/session/sessions.server';
import { forgetSessionDevices } from '../../shared/notify/push-subscriptions.server';
import type { Route } from './+types/logout.route';

/**
 * Ends the session on the server, so the old cookie no longer works anywhere, and the push notifications it turned on
 * in this browser; returns to /login.
 */
export async function action({ request }: Route.ActionArgs) {
  // Another site must not be able to sign a member out.
  requireSameOrigin(request);
  const id = await sessionIdOf(request.headers.get('Cookie'));
  if (id) {
    await Promise.all([deleteSession(id), forgetSessionDevices(hashSessionId(id))]).catch((error: unknown) =>
      logger.error({ err: error }, 'logout failed'),
    );
  }
  return redirect('/login', { headers: { 'Set-Cookie': await sessionCookie.serialize('', { maxAge: 0 }) } });
}

export function loader() {
  return redirect('/');
}
