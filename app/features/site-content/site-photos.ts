import type { Photo } from '../../shared/photos/photo';
import type { PhotoRef } from './site-content';

/** The sources of an uploaded site photo, whose variants are stored as `{key}-{width}.{avif|webp}` in `media`. */
export function uploadedPhotoSources(ref: Extract<PhotoRef, { kind: 'upload' }>): Photo {
  const set = (format: 'avif' | 'webp') => ref.widths.map((w) => `/media/${ref.key}-${w}.${format} ${w}w`).join(', ');
  const middle = ref.widths[Math.floor((ref.widths.length - 1) / 2)] ?? ref.width;
  return {
    width: ref.width,
    height: ref.height,
    avif: set('avif'),
    webp: set('webp'),
    src: `/media/${ref.key}-${middle}.webp`,
  };
}
