/** Built by scripts/photos/responsive-photos.ts from content/photos/: one entry per photo, keyed by file name. */
declare module 'virtual:chapter-photos' {
  import type { Photo } from './photo';

  const photos: Record<string, Photo>;
  export default photos;
}
