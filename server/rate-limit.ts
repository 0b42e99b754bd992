import type { Request, RequestHandler } from 'express';
import { tryAgainIn } from '../app/domain/try-again';
import type { RateLimiter } from '../app/lib/rate-limiter';
import type { TooManyRequests } from '../app/lib/too-many-requests';

/**
 * Limits one purpose with its own `limiter`, counted per `keyOf(req)`; a request without a key is not counted.
 * Past the limit: 429 with Retry-After. A browser asking for a page gets the site's refusal page, rendered by
 * `pages` (React Router) in the layout; a script or background request gets one line of text.
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
    if ((req.get('Accept') ?? '').includes('text/html')) {
      res.locals.tooManyRequests = { retryAfterSeconds: wait } satisfies TooManyRequests;
      // Rendered as a read of the same address, so nothing the refused request asked for is done.
      req.method = 'GET';
      return pages(req, res, next);
    }
    res.set('Retry-After', String(wait));
    res
      .status(429)
      .type('text')
      .send(`Too many requests. ${tryAgainIn(wait)}`);
  };
}
