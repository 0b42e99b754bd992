import { SESSION_COOKIE } from '../../app/shared/session/cookie-names';
import { CALLBACK_PATH } from '../../app/shared/session/dev-issuer-client';

/** A client that keeps cookies and follows no redirect by itself, as scripts without a browser need. */
export function cookieClient(baseUrl: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), Cookie: cookieHeader(), Origin: baseUrl },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = (pair ?? '').indexOf('=');
      if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    return response;
  };
  return { jar, send };
}

/** A form POST's request options. */
export function formPost(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  };
}

/**
 * Goes through a sign-in with the development issuer with plain HTTP requests, following redirects by hand and
 * keeping the cookies, as a browser would; returns the site's answer at the callback and the cookies. For load and
 * fault scripts, which run without a browser.
 */
export async function signInAttempt(baseUrl: string, email: string) {
  const { jar, send } = cookieClient(baseUrl);
  let response = await send('/auth/google', formPost({ redirectTo: '/dashboard' }));
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('Location');
    if (location) {
      response = await send(location);
      if (new URL(location, baseUrl).pathname === CALLBACK_PATH) return { jar, callback: response };
      continue;
    }
    // The issuer's sign-in page: submit its form with the email, as a person would.
    const action = /action="([^"]*\/login)"/.exec(await response.text())?.[1];
    if (!action) throw new Error(`Sign-in for ${email} stopped at status ${response.status}.`);
    response = await send(action, formPost({ email }));
  }
  throw new Error(`Sign-in for ${email} did not come back to the site.`);
}

/** Signs in as `signInAttempt` does; returns the site's session cookie as a Cookie header. */
export async function signInOverHttp(baseUrl: string, email: string): Promise<string> {
  const { jar, callback } = await signInAttempt(baseUrl, email);
  const location = callback.headers.get('Location') ?? '';
  if (new URL(location, baseUrl).pathname !== '/dashboard') {
    throw new Error(`Sign-in for ${email} was answered ${callback.status} ${location}`.trim());
  }
  return sessionCookieOf(jar);
}

function sessionCookieOf(jar: Map<string, string>): string {
  const value = jar.get(SESSION_COOKIE);
  if (!value) throw new Error('Signed in, but no session cookie was set.');
  return `${SESSION_COOKIE}=${value}`;
}
