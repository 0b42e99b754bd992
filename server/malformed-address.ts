import type { RequestHandler, Response } from 'express';

export const MALFORMED_ADDRESS = 'The address is not valid: it has a malformed %-escape. Check the link and try again.';

/** The path with its %-escapes decoded, or undefined when one is malformed (a hand-typed or truncated link). */
export function decodePath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * For folders that hold only files (/assets, /media): an address that cannot be decoded names no file, and says so
 * with 400 rather than falling through to the pages' Not Found.
 */
export const refuseMalformedAddress: RequestHandler = (req, res, next) => {
  if (decodePath(req.path) === undefined) return refuseAsMalformed(res);
  next();
};

export function refuseAsMalformed(res: Response): void {
  res.status(400).type('text').send(MALFORMED_ADDRESS);
}
