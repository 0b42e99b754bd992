import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import {
  hugePixelPicture,
  makePicture,
  oversizedFile,
  SVG_PICTURE,
  TEXT_FILE,
  truncatedJpeg,
} from '../../../tests/fixtures/pictures';
import {
  PictureError,
  pictureKey,
  pictureQueue,
  processPicture,
  processPictureFile,
  processResponsivePicture,
  processResponsivePictureFile,
  responsiveWidths,
  sanitizePictureFilename,
} from './picture-upload.server';

const NOW = new Date('2026-02-03T04:05:06.789Z');

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PictureError);
  return error as PictureError;
}

describe('sanitizePictureFilename', () => {
  it('keeps a plain name and stores it as .webp', () => {
    expect(sanitizePictureFilename('Me at Formal.JPG')).toBe('me-at-formal.webp');
  });

  it('drops paths, accents, dots and anything unsafe in a URL', () => {
    expect(sanitizePictureFilename('../../etc/pässwd?.png')).toBe('passwd.webp');
    expect(sanitizePictureFilename('C:\\Users\\x\\<script>.jpeg')).toBe('script.webp');
    expect(sanitizePictureFilename('a%2F..%2Fb.png')).toBe('a-2f-2fb.webp');
  });

  it('names a nameless or all-symbol file "picture" and caps the length', () => {
    expect(sanitizePictureFilename('')).toBe('picture.webp');
    expect(sanitizePictureFilename('???.png')).toBe('picture.webp');
    expect(sanitizePictureFilename(`${'x'.repeat(200)}.png`)).toBe(`${'x'.repeat(60)}.webp`);
  });

  it('builds the key profilePictures/{timestamp}_{filename}', () => {
    expect(pictureKey('Me.png', NOW)).toBe(`profilePictures/${NOW.getTime()}_me.webp`);
  });
});

describe('processPicture', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('re-encodes a %s as WebP at most 512 px a side', async (format) => {
    const picture = await processPicture(await makePicture(format), 'Portrait.any', NOW);
    expect(picture.key).toBe(`profilePictures/${NOW.getTime()}_portrait.webp`);
    expect(picture.contentType).toBe('image/webp');
    const meta = await sharp(picture.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 341]);
    expect([picture.width, picture.height]).toEqual([512, 341]);
  });

  it('strips EXIF from the stored picture', async () => {
    const input = await makePicture('jpeg');
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const picture = await processPicture(input, 'x.jpg', NOW);
    expect((await sharp(picture.bytes).metadata()).exif).toBeUndefined();
    expect(Buffer.from(picture.bytes).includes('secret-owner')).toBe(false);
  });

  it('never enlarges a small picture', async () => {
    const picture = await processPicture(await makePicture('png', 100, 80), 'small.png', NOW);
    expect([picture.width, picture.height]).toEqual([100, 80]);
  });

  it('refuses a text file named .jpg, an SVG and a GIF as not a JPEG, PNG or WebP', async () => {
    for (const bytes of [TEXT_FILE, SVG_PICTURE, await makePicture('gif', 20, 20)]) {
      const error = await refusal(processPicture(bytes, 'photo.jpg', NOW));
      expect(error.code).toBe('unsupported-type');
      expect(error.message).toBe('The picture must be a JPEG, PNG or WebP image.');
    }
  });

  it('refuses a truncated JPEG whose header still reads', async () => {
    const bytes = await truncatedJpeg();
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    const error = await refusal(processPicture(bytes, 'cut.jpg', NOW));
    expect(error.code).toBe('unreadable');
  });

  it('refuses an empty file and one over 5 MB before decoding', async () => {
    expect((await refusal(processPicture(new Uint8Array(0), 'x.png', NOW))).code).toBe('empty');
    const big = await refusal(processPicture(await oversizedFile(), 'big.png', NOW));
    expect(big.code).toBe('too-large');
    expect(big.message).toBe('The picture must be at most 5 MB.');
  });

  it('checks a File by its size before reading it', async () => {
    const file = new File([await oversizedFile(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect((await refusal(processPictureFile(file, NOW))).code).toBe('too-large');
    const good = new File([await makePicture('png', 40, 40)], 'ok.png', { type: 'text/plain' });
    expect((await processPictureFile(good, NOW)).key).toBe(`profilePictures/${NOW.getTime()}_ok.webp`);
  });
});

describe('processResponsivePicture (site photos)', () => {
  it('chooses widths below the photo and never enlarges it', () => {
    expect(responsiveWidths(3000)).toEqual([480, 960, 1600]);
    expect(responsiveWidths(1000)).toEqual([480, 960, 1000]);
    expect(responsiveWidths(960)).toEqual([480, 960]);
    expect(responsiveWidths(300)).toEqual([300]);
  });

  it('stores AVIF and WebP in each width under a fresh sitePhotos key, without EXIF', async () => {
    const picture = await processResponsivePicture(await makePicture('jpeg', 1000, 500), 'Team Photo.JPG', NOW);
    const base = `sitePhotos/${NOW.getTime()}_team-photo`;
    expect(picture).toMatchObject({ base, width: 1000, height: 500, widths: [480, 960, 1000] });
    expect(picture.files.map((f) => f.key)).toEqual(
      [480, 960, 1000].flatMap((w) => [`${base}-${w}.avif`, `${base}-${w}.webp`]),
    );
    for (const file of picture.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(file.contentType === 'image/avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(Number(/-(\d+)\.\w+$/.exec(file.key)?.[1]));
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses what a profile picture upload refuses', async () => {
    expect((await refusal(processResponsivePicture(TEXT_FILE, 'x.jpg', NOW))).code).toBe('unsupported-type');
    expect((await refusal(processResponsivePicture(SVG_PICTURE, 'x.svg', NOW))).code).toBe('unsupported-type');
    expect((await refusal(processResponsivePicture(await truncatedJpeg(), 'x.jpg', NOW))).code).toBe('unreadable');
    const big = new File([await oversizedFile()], 'big.png');
    expect((await refusal(processResponsivePictureFile(big, NOW))).code).toBe('too-large');
  });
});

describe('pictures of very many pixels', () => {
  const TOO_MANY_PIXELS =
    'The picture has too many pixels: at most 40 megapixels (for example 8000 × 5000). ' +
    'Please choose a smaller picture, or reduce it first.';

  // Each test starts its attempts one at a time: a refusal started before the previous one is judged would go
  // unhandled for a moment.
  it('refuses a 7000 x 7000 picture by its header, as a profile picture and as a site photo', async () => {
    const huge = await hugePixelPicture();
    for (const attempt of [
      () => processPicture(huge, 'huge.png', NOW),
      () => processResponsivePicture(huge, 'huge.png', NOW),
    ]) {
      const error = await refusal(attempt());
      expect(error.code).toBe('too-many-pixels');
      expect(error.message).toBe(TOO_MANY_PIXELS);
    }
  }, 30_000);

  it('processes a picture of exactly 40 megapixels', async () => {
    const picture = await processPicture(await makePicture('png', 8000, 5000), 'wide.png', NOW);
    expect([picture.width, picture.height]).toEqual([512, 320]);
  }, 30_000);

  it('processes uploads one at a time: a second one waits its turn and is then stored', async () => {
    let release!: () => void;
    const busy = pictureQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const uploads = [
      processPicture(await makePicture('jpeg', 3000, 2000), 'a.jpg', NOW),
      processResponsivePicture(await makePicture('png', 2000, 1000), 'b.png', NOW),
    ];
    await vi.waitFor(() => expect(pictureQueue.waiting).toBe(2));
    expect(pictureQueue.running).toBe(1);
    release();
    await busy;
    const [profile, site] = await Promise.all(uploads);
    expect(profile).toMatchObject({ width: 512, height: 341 });
    expect(site).toMatchObject({ width: 1600, height: 800 });
    expect(pictureQueue.peak).toBe(1);
  }, 30_000);

  it('refuses an upload, as busy, when four already wait their turn, and takes uploads again once they are done', async () => {
    let release!: () => void;
    const busy = pictureQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const picture = await makePicture('png', 40, 40);
    const waiting = [1, 2, 3, 4].map((n) => processPicture(picture, `${n}.png`, NOW));
    await vi.waitFor(() => expect(pictureQueue.waiting).toBe(4));
    for (const attempt of [
      () => processPicture(picture, '5.png', NOW),
      () => processResponsivePicture(picture, '5.png', NOW),
    ]) {
      const error = await refusal(attempt());
      expect(error.code).toBe('busy');
      expect(error.message).toBe('The server is busy processing pictures. Please try again in a moment.');
      expect([error.status, error.details.headers]).toEqual([503, { 'Retry-After': '5' }]);
    }
    release();
    await busy;
    expect(await Promise.all(waiting)).toHaveLength(4);
    expect((await processPicture(picture, 'later.png', NOW)).width).toBe(40);
  });

  it('answers every other refusal with 400 and no extra headers', () => {
    const error = new PictureError('unreadable');
    expect([error.status, error.details.headers]).toEqual([400, {}]);
  });
});
