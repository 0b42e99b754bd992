import type { Photo } from '../../shared/photos/photo';
import { photo as bundledPhoto } from '../../shared/photos/photos.server';
import type { PhotoRef, PhotosContent } from './site-content';
import { uploadedPhotoSources } from './site-photos';
import { logger } from '../../shared/runtime/logger.server';

/** The sources of a site photo, or null for a bundled photo this build does not have. */
export function resolvePhoto(ref: PhotoRef): Photo | null {
  if (ref.kind === 'upload') return uploadedPhotoSources(ref);
  try {
    return bundledPhoto(ref.name);
  } catch {
    logger.warn({ photo: ref.name }, 'site content names a bundled photo this build lacks');
    return null;
  }
}

/** A page photo, falling back to the bundled one the site shipped with. */
function pagePhoto(ref: PhotoRef, shipped: string): Photo {
  return resolvePhoto(ref) ?? bundledPhoto(shipped);
}

export type GalleryPhoto = Photo & { alt: string };

/** The photos of the home and about pages as the content names them, ready for <ResponsivePhoto>. */
export function sitePhotos(photos: PhotosContent) {
  return {
    homeHero: pagePhoto(photos.homeHero, 'hero-home'),
    join: pagePhoto(photos.join, 'join'),
    aboutHero: pagePhoto(photos.aboutHero, 'hero-about'),
    gallery: photos.gallery.flatMap((entry): GalleryPhoto[] => {
      const found = resolvePhoto(entry.photo);
      return found ? [{ ...found, alt: entry.alt }] : [];
    }),
  };
}

/** The regent's portrait, falling back to the shipped one. */
export const regentPortrait = (ref: PhotoRef): Photo => pagePhoto(ref, 'regent');
