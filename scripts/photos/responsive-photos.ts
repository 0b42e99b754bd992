import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * A Vite plugin that turns every JPEG/PNG/WebP in content/photos/ into AVIF and WebP variants at a few widths,
 * emits them as hashed assets, and exposes their addresses and sizes as the server-only module
 * `virtual:chapter-photos`. Encoded variants are cached in node_modules/.cache so rebuilds are quick.
 */
const SOURCE_DIR = path.resolve('content/photos');
const CACHE_DIR = path.resolve('node_modules/.cache/chapter-photos');
const WIDTHS = [480, 960, 1600];
const FORMATS = ['avif', 'webp'] as const;
const VIRTUAL_ID = 'virtual:chapter-photos';
const PUBLIC_DIR = 'assets/photos';

type Variant = { fileName: string; cacheFile: string; width: number; format: (typeof FORMATS)[number] };
type Photo = { name: string; width: number; height: number; variants: Variant[] };

async function encode(file: string): Promise<Photo> {
  const bytes = fs.readFileSync(file);
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = path.basename(file, path.extname(file));
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const widths = [...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS.at(-1) ?? width)];
  const variants: Variant[] = [];
  for (const w of [...new Set(widths)]) {
    for (const format of FORMATS) {
      const fileName = `${name}-${w}-${hash}.${format}`;
      const cacheFile = path.join(CACHE_DIR, fileName);
      if (!fs.existsSync(cacheFile)) {
        const resized = sharp(bytes).resize({ width: w });
        const out =
          format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72, effort: 4 });
        fs.writeFileSync(cacheFile, await out.toBuffer());
      }
      variants.push({ fileName, cacheFile, width: w, format });
    }
  }
  return { name, width, height, variants };
}

function srcset(photo: Photo, format: Variant['format']): string {
  return photo.variants
    .filter((v) => v.format === format)
    .map((v) => `/${PUBLIC_DIR}/${v.fileName} ${v.width}w`)
    .join(', ');
}

function moduleSource(photos: Photo[]): string {
  const entries = photos.map((p) => {
    const webp = p.variants.filter((v) => v.format === 'webp');
    const middle = webp[Math.floor((webp.length - 1) / 2)] ?? webp[0];
    return [
      p.name,
      {
        width: p.width,
        height: p.height,
        avif: srcset(p, 'avif'),
        webp: srcset(p, 'webp'),
        src: middle ? `/${PUBLIC_DIR}/${middle.fileName}` : '',
      },
    ];
  });
  return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
}

export function responsivePhotos(): Plugin {
  let photos: Promise<Photo[]> | undefined;
  const load = () => {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const files = fs
      .readdirSync(SOURCE_DIR)
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort();
    return Promise.all(files.map((f) => encode(path.join(SOURCE_DIR, f))));
  };
  return {
    name: 'chapter-responsive-photos',
    buildStart() {
      photos = load();
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      photos ??= load();
      return moduleSource(await photos);
    },
    async generateBundle() {
      // Only the browser build ships the files; the server build needs just their names.
      if (this.environment.config.consumer !== 'client' || !photos) return;
      for (const photo of await photos) {
        for (const v of photo.variants) {
          this.emitFile({
            type: 'asset',
            fileName: `${PUBLIC_DIR}/${v.fileName}`,
            source: fs.readFileSync(v.cacheFile),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${PUBLIC_DIR}`, (req, res, next) => {
        const file = path.join(CACHE_DIR, path.basename(req.url ?? ''));
        if (!fs.existsSync(file)) return next();
        res.setHeader('Content-Type', file.endsWith('.avif') ? 'image/avif' : 'image/webp');
        fs.createReadStream(file).pipe(res);
      });
    },
  };
}
