import { publicOrigin } from '../runtime/env.server';

/** What a request says about the page that sent it: the `Origin` and `Sec-Fetch-Site` headers. */
export interface RequestSender {
  origin: string | null;
  fetchSite: string | null;
}

/**
 * React Router's same-origin check for page actions, for resource routes: `Sec-Fetch-Site` is believed when sent,
 * else the `Origin` must be the site's; neither header is not a browser's cross-site request, so it passes.
 */
export function isSameOrigin(sender: RequestSender, siteOrigins: readonly string[]): boolean {
  if (sender.fetchSite !== null) return sender.fetchSite === 'same-origin';
  return sender.origin === null || siteOrigins.includes(sender.origin);
}

export const CROSS_ORIGIN_REFUSAL =
  'This request came from another site, so nothing was changed. Open the site itself and try again there.';

/**
 * Throws 403 before a resource route changes anything for a request sent from another site. The site's origin is
 * the request's own and, behind a TLS proxy, PUBLIC_URL's.
 */
export function requireSameOrigin(request: Request): void {
  const sender = { origin: request.headers.get('Origin'), fetchSite: request.headers.get('Sec-Fetch-Site') };
  if (isSameOrigin(sender, [new URL(request.url).origin, publicOrigin()])) return;
  throw new Response(CROSS_ORIGIN_REFUSAL, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
