import { redirect } from 'react-router';
import type { Tool } from '../../config/chapter';
import { refused, UNNAMED_INTENT } from '../forms/action.server';
import { can, toolsFor } from './permissions';
import { findSessionMember, type SessionMember } from './sessions.server';
import { sessionIdOf } from './cookies.server';
import { noticePath } from './access-notice';

/**
 * The lookups of requests being answered. The root's loader and the page's both ask for the member of one request,
 * and each lookup checks the cookie's signature and queries the database. The loaders that follow an action get a
 * request of their own, so they see what the action changed.
 */
const lookups = new WeakMap<Request, Promise<SessionMember | null>>();

/** The signed-in active member, or null; looked up once per request. */
export function getSignedInMember(request: Request): Promise<SessionMember | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = sessionIdOf(request.headers.get('Cookie')).then((id) => (id ? findSessionMember(id) : null));
    lookups.set(request, lookup);
  }
  return lookup;
}

/** For member pages: signed out goes to /login, and back here after signing in. */
export async function requireMember(request: Request): Promise<SessionMember> {
  const member = await getSignedInMember(request);
  if (member) return member;
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/**
 * For officer tools: signed out, no matching member, or a role without the tool goes to `/`, which says why;
 * a request that would change something gets 403 instead, and nothing is touched.
 */
export async function requireTool(request: Request, tool: Tool): Promise<SessionMember> {
  const member = await getSignedInMember(request);
  if (member && can(member.role, tool)) return member;
  throw refusal(request, member);
}

/** For /admin: any member whose role has at least one officer tool; the rest are treated as in requireTool. */
export async function requireOfficer(request: Request): Promise<SessionMember> {
  const member = await getSignedInMember(request);
  if (member && toolsFor(member.role).length > 0) return member;
  throw refusal(request, member);
}

/** Why a change by someone without the tool was refused; their page offers no such change, so it came from elsewhere. */
export const NOT_YOUR_TOOL = 'Nothing was changed: only the officers who use this tool may change it.';

/**
 * Pages go to `/` (the site's rule for officer pages), carrying why: a signed-out visitor is offered to sign in and
 * come back to this page, a member without the tool is told the page is for the officers who use it. A request that
 * would change something gets 403, answered like any refused form.
 */
function refusal(request: Request, member: SessionMember | null) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refused(UNNAMED_INTENT, 403, NOT_YOUR_TOOL);
  const url = new URL(request.url);
  return redirect(
    noticePath(member ? { kind: 'officers-only' } : { kind: 'sign-in', next: url.pathname + url.search }),
  );
}
