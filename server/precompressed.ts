import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { decodePath, refuseAsMalformed } from './malformed-address';

/**
 * Serves the build's brotli copies (`x.js.br`, made by scripts/assets/precompress.ts) to browsers that accept brotli,
 * with the original's content type; anything else falls through to the static handler and on-the-fly compression.
 * An address that cannot be decoded is refused here for every browser, as this handler comes first on /assets.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const decoded = decodePath(req.path);
    if (decoded === undefined) return refuseAsMalformed(res);
    if (!req.acceptsEncodings('br')) return next();
    const file = path.join(root, path.normalize(decoded));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(`${file}.br`)) return next();
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(path.extname(file));
    res.sendFile(`${file}.br`, { immutable: true, maxAge: '1y' }, (error) => error && next(error));
  };
}
