import type { Request, RequestHandler } from 'express';
import type { RateLimiter } from '../app/shared/limits/rate-limiter';
import { tooManyRequestsText, type TooManyRequests } from '../app/shared/limits/too-many-requests';

/**
 * Limits one purpose with its own `limiter`, counted per `keyOf(req)`; a request without a key is not counted.
 * Past the limit: 429 with Retry-After. A browser reading a page gets the site's refusal page, rendered by `pages`
 * (React Router) in the layout; anything else (a form post, a script, a background request) gets one line of text.
 */
export function limitRequests({
  limiter,
  keyOf,
  pages,
}: {
  limiter: RateLimiter;
  keyOf: (req: Request) => string | undefined;
  pages: RequestHandler;
}): RequestHandler {
  return (req, res, next) => {
    const key = keyOf(req);
    const wait = key === undefined ? null : limiter.hit(key);
    if (wait === null) return next();
    if (readsPage(req)) {
      res.locals.tooManyRequests = { retryAfterSeconds: wait } satisfies TooManyRequests;
      return pages(req, res, next);
    }
    res.set('Retry-After', String(wait));
    res.status(429).type('text').send(tooManyRequestsText(wait));
  };
}

/**
 * Only a read can be handed to the pages: React Router would run a post's action, or answer 400 where a route has
 * none, and the refusal page would be lost.
 */
function readsPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.get('Accept') ?? '').includes('text/html');
}
