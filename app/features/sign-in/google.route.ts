import { data, redirect } from 'react-router';
import { beginSignIn, describeSignInError } from './oidc.server';
import { signInFlowCookie } from '../../shared/session/cookies.server';
import { requireSameOrigin } from '../../shared/session/same-origin.server';
import { safeReturnTo } from './sign-in';
import { readFormBody } from '../../shared/forms/form-body.server';
import { logger } from '../../shared/runtime/logger.server';
import type { Route } from './+types/google.route';

/** POST from the 'Login with Google' button: off to the issuer, remembering this attempt in a short cookie. */
export async function action({ request }: Route.ActionArgs) {
  // Another site must not be able to start a sign-in in this browser (and so sign it in to an account of its choosing).
  requireSameOrigin(request);
  const body = await readFormBody(request);
  if (!body.ok)
    return data(body.status === 400 ? 'The sign-in form could not be read.' : body.message, { status: body.status });
  const returnTo = safeReturnTo(String(body.form.get('redirectTo') ?? ''));
  try {
    const { url, flow } = await beginSignIn(returnTo);
    return redirect(url, { headers: { 'Set-Cookie': await signInFlowCookie.serialize(flow) } });
  } catch (error) {
    logger.warn({ err: error }, 'sign-in could not start');
    return redirect(`/login?${new URLSearchParams({ error: describeSignInError(error) })}`);
  }
}

export function loader() {
  return redirect('/login');
}
