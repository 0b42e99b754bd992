import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * Serves the build's brotli copies (`x.js.br`, made by scripts/assets/precompress.ts) to browsers that accept brotli,
 * with the original's content type; anything else falls through to the static handler and on-the-fly compression.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.acceptsEncodings('br')) return next();
    const decoded = decodePath(req.path);
    if (decoded === undefined) return void res.status(400).type('text').send(MALFORMED_ADDRESS);
    const file = path.join(root, path.normalize(decoded));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(`${file}.br`)) return next();
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(path.extname(file));
    res.sendFile(`${file}.br`, { immutable: true, maxAge: '1y' }, (error) => error && next(error));
  };
}

export const MALFORMED_ADDRESS = 'The address is not valid: it has a malformed %-escape. Check the link and try again.';

/** The path with its %-escapes decoded, or undefined when one is malformed (a hand-typed or truncated link). */
export function decodePath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
