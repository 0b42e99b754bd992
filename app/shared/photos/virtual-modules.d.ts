/** Built by scripts/photos/responsive-photos.ts from content/photos/: one entry per photo, keyed by file name. */
declare module 'virtual:chapter-photos' {
  import type { Photo } from './photo';

  const photos: Record<string, Photo>;
  export default photos;
}

/** Built by scripts/map/map-outlines.ts: the address of the projected state outlines (a JSON array of SVG paths). */
declare module 'virtual:chapter-map-outlines' {
  const url: string;
  export default url;
}
