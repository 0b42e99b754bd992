import outlinesUrl from 'virtual:chapter-map-outlines';
import type { ChapterMapData } from './chapter-map-data';
import { projectMarkers } from './map-projection';

const markers = projectMarkers();

/**
 * The map as the page gets it: marker positions, and the address of the state outlines that the build projected
 * from the bundled us-atlas topology (the browser fetches those paths, never the topology).
 */
export function chapterMap(): ChapterMapData {
  return { outlinesUrl, markers };
}
