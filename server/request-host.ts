import type { RequestHandler } from 'express';

export const MISSING_HOST =
  "The request has no Host header. Send the site's address in a Host header, as every browser does, and try again.";

/**
 * React Router builds each request's URL from the Host header (and X-Forwarded-Host behind a trusted proxy); a
 * missing (HTTP/1.0) or malformed one would make that throw, so such a request is refused here with the reason.
 */
export const refuseMalformedHost: RequestHandler = (req, res, next) => {
  const host = req.get('Host');
  if (host === undefined) return void res.status(400).type('text').send(MISSING_HOST);
  const forwarded = req.app.enabled('trust proxy') ? req.get('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined;
  if ([host, forwarded].every((value) => value === undefined || isValidHost(value))) return next();
  res.status(400).type('text').send('The Host header is not a valid host name. Check the address and try again.');
};

/** Whether a Host header value is a host name or address with an optional port, and nothing else. */
export function isValidHost(host: string): boolean {
  if (!/^[^\s/?#@\\%]+$/.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== '';
  } catch {
    return false;
  }
}
