import sharp from 'sharp';

/** The largest picture a member may upload (SPEC: 5 MB). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** Stored pictures fit in a square of this many pixels. */
export const PICTURE_SIZE_PX = 512;
/** Formats accepted, as sharp names them after decoding; the file name and the declared type are never trusted. */
export const ACCEPTED_PICTURE_FORMATS = ['jpeg', 'png', 'webp'] as const;

export type PictureRefusal = 'empty' | 'too-large' | 'unsupported-type' | 'unreadable';

const MESSAGES: Record<PictureRefusal, string> = {
  empty: 'The picture file is empty.',
  'too-large': 'The picture must be at most 5 MB.',
  'unsupported-type': 'The picture must be a JPEG, PNG or WebP image.',
  unreadable: 'The picture could not be read. It may be damaged; please choose another file.',
};

/** Why an upload was refused; `message` is written for the member who chose the file. */
export class PictureError extends Error {
  readonly code: PictureRefusal;
  constructor(code: PictureRefusal) {
    super(MESSAGES[code]);
    this.name = 'PictureError';
    this.code = code;
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

/** The storage key of an upload (SPEC section 3): `profilePictures/{timestamp}_{filename}`. */
export function pictureKey(originalName: string, now: Date): string {
  return `profilePictures/${now.getTime()}_${sanitizePictureFilename(originalName)}`;
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
  if (input.byteLength === 0) throw new PictureError('empty');
  if (input.byteLength > MAX_PICTURE_BYTES) throw new PictureError('too-large');
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new PictureError('unsupported-type');
  }
  if (!ACCEPTED_PICTURE_FORMATS.includes(format as (typeof ACCEPTED_PICTURE_FORMATS)[number])) {
    throw new PictureError('unsupported-type');
  }
  try {
    // failOn 'warning' makes a truncated JPEG fail here; its header alone passes metadata().
    const { data, info } = await sharp(input, { failOn: 'warning', limitInputPixels: 50_000_000 })
      .autoOrient()
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      key: pictureKey(originalName, now),
      contentType: 'image/webp',
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new PictureError('unreadable');
  }
}

/** processPicture for a File from a parsed form; the size is checked before its bytes are read. */
export async function processPictureFile(file: File, now: Date = new Date()): Promise<ProcessedPicture> {
  if (file.size === 0) throw new PictureError('empty');
  if (file.size > MAX_PICTURE_BYTES) throw new PictureError('too-large');
  return processPicture(new Uint8Array(await file.arrayBuffer()), file.name, now);
}
