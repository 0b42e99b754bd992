import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a brotli (quality 11) copy beside every script, stylesheet and SVG of the browser build. Compressing that
 * hard is too slow per request but free at build time, and it is what keeps a public page under its JavaScript
 * budget; server/precompressed.ts serves the copies.
 */
export function precompress(): Plugin {
  return {
    name: 'chapter-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      for (const fileName of Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f))) {
        const file = path.join(options.dir, fileName);
        const bytes = fs.readFileSync(file);
        const params = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params }));
      }
    },
  };
}
