import type { PhotoRef } from '../domain/site-content';
import { type PhotoSources, uploadedPhotoSources } from '../domain/site-photos';

/** The sources of a site photo, or null for a bundled photo this build does not have. */
export function resolvePhoto(ref: PhotoRef): PhotoSources | null {
  if (ref.kind === 'upload') return uploadedPhotoSources(ref);
  return null;
}
