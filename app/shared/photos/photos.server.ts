import photos from 'virtual:chapter-photos';
import type { Photo } from './photo';

/** A bundled photo by its file name in content/photos/ (without extension). */
export function photo(name: string): Photo {
  const found = photos[name];
  if (!found) throw new Error(`content/photos has no photo named ${name}`);
  return found;
}
