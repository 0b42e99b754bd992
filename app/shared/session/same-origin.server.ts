import { publicOrigin } from '../runtime/env.server';

/** What a request says about the page that sent it: the `Origin` and `Sec-Fetch-Site` headers. */
export interface RequestSender {
  origin: string | null;
  fetchSite: string | null;
}

/**
 * React Router refuses a page action whose `Origin` is not the site's own, but resource routes get no such check.
 * The same rule, for them: a browser that sends `Sec-Fetch-Site` (which web pages cannot set) is believed, and
 * only `same-origin` passes, whatever its `Origin` (a privacy setting may make it `null`); otherwise the `Origin`
 * must be one of the site's (the opaque `null` of a sandboxed frame is not); the site's `Referrer-Policy:
 * same-origin` keeps a real `Origin` on its own form posts. A request with neither header is not a browser's
 * cross-site request and is let through, as React Router does.
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
