import sharp, { type Metadata } from 'sharp';
import { Refusal } from '../forms/refusal';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from './pictures';
import { OneAtATime, QueueFull } from './one-at-a-time';

export { MAX_PICTURE_BYTES };

/** Stored pictures fit in a square of this many pixels. */
export const PICTURE_SIZE_PX = 512;
/** Formats accepted, as sharp names them after decoding; the file name and the declared type are never trusted. */
export const ACCEPTED_PICTURE_FORMATS = ['jpeg', 'png', 'webp'] as const;

/**
 * The most pixels a picture may have. A phone photo is 12 megapixels (4032 × 3024), some 48; the site keeps at
 * most 1600 px wide, so 40 megapixels loses nothing anyone uploads for a profile or a page, while a small file of
 * very many pixels (a 150 KB PNG can hold 49 megapixels) cannot make one upload take seconds and hundreds of MB.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;

export type PictureRefusal = 'empty' | 'too-large' | 'too-many-pixels' | 'unsupported-type' | 'unreadable' | 'busy';

const MESSAGES: Record<PictureRefusal, string> = {
  empty: 'The picture file is empty.',
  'too-large': PICTURE_TOO_LARGE,
  'too-many-pixels':
    'The picture has too many pixels: at most 40 megapixels (for example 8000 × 5000). ' +
    'Please choose a smaller picture, or reduce it first.',
  'unsupported-type': 'The picture must be a JPEG, PNG or WebP image.',
  unreadable: 'The picture could not be read. It may be damaged; please choose another file.',
  busy: 'The server is busy processing pictures. Please try again in a moment.',
};

/** Long enough for the uploads ahead to be processed: each takes about a second. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Why an upload was refused, written for the member who chose the file; a busy server is a 503, not a fault in it. */
export class PictureError extends Refusal {
  constructor(readonly code: PictureRefusal) {
    const busy = code === 'busy';
    super(busy ? 503 : 400, MESSAGES[code], {
      headers: busy ? { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } : {},
    });
    this.name = 'PictureError';
  }
}

/** A picture ready to store: always WebP, at most 512 px a side, without EXIF or other metadata. */
export interface ProcessedPicture {
  key: string;
  contentType: 'image/webp';
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * A file name safe in a URL and a storage key: the base name without its extension, lower-case letters, digits,
 * dashes and underscores only, at most 60 characters, ending in `.webp` because that is what is stored.
 */
export function sanitizePictureFilename(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const safe = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 60)
    .replace(/[-_]+$/, '');
  return `${safe || 'picture'}.webp`;
}

/** The storage key of an upload: `profilePictures/{timestamp}_{filename}`. */
export function pictureKey(originalName: string, now: Date): string {
  return `profilePictures/${now.getTime()}_${sanitizePictureFilename(originalName)}`;
}

/**
 * Throws a PictureError unless the bytes are a non-empty JPEG, PNG or WebP of at most 5 MB and 40 megapixels, all
 * read from its header, before anything is decoded.
 */
async function checkPicture(input: Uint8Array): Promise<void> {
  if (input.byteLength === 0) throw new PictureError('empty');
  if (input.byteLength > MAX_PICTURE_BYTES) throw new PictureError('too-large');
  let header: Metadata;
  try {
    header = await sharp(input).metadata();
  } catch {
    throw new PictureError('unsupported-type');
  }
  if (!ACCEPTED_PICTURE_FORMATS.includes(header.format as (typeof ACCEPTED_PICTURE_FORMATS)[number])) {
    throw new PictureError('unsupported-type');
  }
  if (header.width * header.height > MAX_PICTURE_PIXELS) throw new PictureError('too-many-pixels');
}

/**
 * A decoder that fails on a damaged file (failOn 'warning' makes a truncated JPEG fail; its header alone passes),
 * reads the file top to bottom instead of holding it whole, and keeps sharp's own pixel limit as a second guard.
 */
const decode = (input: Uint8Array) =>
  sharp(input, { failOn: 'warning', limitInputPixels: MAX_PICTURE_PIXELS, sequentialRead: true }).autoOrient();

/**
 * Decoding takes memory in proportion to the pixels (a 40 megapixel picture, over 100 MB) and both cores, so
 * pictures are processed one at a time: uploads that arrive meanwhile wait their turn. Each one waiting holds its
 * file (up to 5 MB) in memory, so at most four wait; one more is refused as busy.
 */
export const pictureQueue = new OneAtATime({ maxWaiting: 4 });

/** Runs a picture's processing in its turn; any failure but a full queue means the file could not be read. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await pictureQueue.run(task);
  } catch (error) {
    throw new PictureError(error instanceof QueueFull ? 'busy' : 'unreadable');
  }
}

/**
 * Checks an upload by decoding it and re-encodes it as a 512 px WebP with the orientation applied and all metadata
 * (EXIF, GPS, ICC comments) dropped. Throws a PictureError for anything that is not a whole JPEG, PNG or WebP.
 */
export async function processPicture(
  input: Uint8Array,
  originalName: string,
  now: Date = new Date(),
): Promise<ProcessedPicture> {
  await checkPicture(input);
  // One pipeline, so JPEG and WebP are shrunk while they are decoded and the full-size pixels never exist.
  const { data, info } = await inTurn(() =>
    decode(input)
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
  );
  return {
    key: pictureKey(originalName, now),
    contentType: 'image/webp',
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** Widths a site photo is stored in; a photo narrower than the largest is kept at its own width, never enlarged. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** A site photo in several widths, each as AVIF and WebP, stored as `{base}-{width}.{avif|webp}`. */
export interface ResponsivePicture {
  base: string;
  width: number;
  height: number;
  widths: number[];
  files: { key: string; contentType: 'image/avif' | 'image/webp'; bytes: Uint8Array }[];
}

/** The widths to make for a photo `width` pixels wide. */
export function responsiveWidths(width: number): number[] {
  const largest = Math.min(width, RESPONSIVE_WIDTHS.at(-1) ?? width);
  return [...new Set([...RESPONSIVE_WIDTHS.filter((w) => w < largest), largest])];
}

/**
 * Checks a site photo (gallery, hero, portrait) exactly as a profile picture is checked, then encodes it in the
 * responsive widths as AVIF and WebP without metadata, under keys that are never reused (immutable caching).
 */
export async function processResponsivePicture(
  input: Uint8Array,
  originalName: string,
  now: Date = new Date(),
): Promise<ResponsivePicture> {
  await checkPicture(input);
  const base = `sitePhotos/${now.getTime()}_${sanitizePictureFilename(originalName).replace(/\.webp$/, '')}`;
  return inTurn(async () => {
    // Decode once, already shrunk to the largest stored width: its oriented size decides the widths, and a
    // damaged file fails here before any encoding.
    const { data, info } = await decode(input)
      .resize({ width: RESPONSIVE_WIDTHS.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const widths = responsiveWidths(info.width);
    const files: ResponsivePicture['files'] = [];
    for (const w of widths) {
      const resized = () => sharp(data, raw).resize({ width: w });
      const avif = await resized().avif({ quality: 50, effort: 2 }).toBuffer();
      const webp = await resized().webp({ quality: 72 }).toBuffer();
      files.push({ key: `${base}-${w}.avif`, contentType: 'image/avif', bytes: new Uint8Array(avif) });
      files.push({ key: `${base}-${w}.webp`, contentType: 'image/webp', bytes: new Uint8Array(webp) });
    }
    const largest = widths.at(-1) ?? info.width;
    return { base, width: largest, height: Math.round((info.height * largest) / info.width), widths, files };
  });
}

/** processPicture for a File from a parsed form; the size is checked before its bytes are read. */
export async function processPictureFile(file: File, now: Date = new Date()): Promise<ProcessedPicture> {
  return processPicture(await fileBytes(file), file.name, now);
}

/** processResponsivePicture for a File from a parsed form; the size is checked before its bytes are read. */
export async function processResponsivePictureFile(file: File, now: Date = new Date()): Promise<ResponsivePicture> {
  return processResponsivePicture(await fileBytes(file), file.name, now);
}

async function fileBytes(file: File): Promise<Uint8Array> {
  if (file.size === 0) throw new PictureError('empty');
  if (file.size > MAX_PICTURE_BYTES) throw new PictureError('too-large');
  return new Uint8Array(await file.arrayBuffer());
}
