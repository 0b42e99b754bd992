/** The home page map: each chapter's projected position, and where to fetch the projected state outlines. */
export type MapMarker = { name: string; university: string; x: number; y: number };
export type ChapterMapData = { outlinesUrl: string; markers: MapMarker[] };
