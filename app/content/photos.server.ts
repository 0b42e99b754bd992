import photos from 'virtual:chapter-photos';
import type { Photo } from './photo';

/** A bundled photo by its file name in content/photos/ (without extension). */
export function photo(name: string): Photo {
  const found = photos[name];
  if (!found) throw new Error(`content/photos has no photo named ${name}`);
  return found;
}

/** The gallery: every photo whose name starts with `gallery-`, in name order. */
export function galleryPhotos(): Photo[] {
  return Object.keys(photos)
    .filter((name) => name.startsWith('gallery-'))
    .sort()
    .map(photo);
}
