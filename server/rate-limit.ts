import type { RequestHandler } from 'express';

/**
 * At most `max` requests per client address per window; past that, 429 with Retry-After. Kept in memory: the site
 * runs as one process. Addresses are held only for the window, never stored.
 */
export function rateLimit({
  windowMs,
  max,
  now = Date.now,
}: {
  windowMs: number;
  max: number;
  now?: () => number;
}): RequestHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return (req, res, next) => {
    const time = now();
    const key = req.ip ?? 'unknown';
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= time) {
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= time) hits.delete(k);
      entry = { count: 0, resetAt: time + windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count <= max) return next();
    res.set('Retry-After', String(Math.ceil((entry.resetAt - time) / 1000)));
    res.status(429).type('text').send('Too many sign-in attempts. Please wait a minute and try again.');
  };
}
