import { publicOrigin } from '../lib/env.server';

/**
 * React Router refuses a page action whose `Origin` is not the request's own, but resource routes get no such
 * check. The same rule, for them: a browser names the page that sent a POST in `Origin`, so a request naming
 * another site (or the opaque `null` of a sandboxed frame) is refused. A request without the header is not a
 * browser's cross-site request and is let through, as React Router does.
 */
export function isSameOrigin(origin: string | null, siteOrigins: readonly string[]): boolean {
  if (origin === null) return true;
  return siteOrigins.includes(origin);
}

export const CROSS_ORIGIN_REFUSAL =
  'This request came from another site, so nothing was changed. Open the site itself and try again there.';

/**
 * Throws 403 before a resource route changes anything for a request sent from another site. The site's origin is
 * the request's own and, behind a TLS proxy, PUBLIC_URL's.
 */
export function requireSameOrigin(request: Request): void {
  const siteOrigins = [new URL(request.url).origin, publicOrigin()];
  if (isSameOrigin(request.headers.get('Origin'), siteOrigins)) return;
  throw new Response(CROSS_ORIGIN_REFUSAL, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
