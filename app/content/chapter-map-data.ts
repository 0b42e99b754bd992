/** The home page map as the server projects it: SVG paths of the states in view and each chapter's position. */
export type MapMarker = { name: string; university: string; x: number; y: number };
export type ChapterMapData = { states: string[]; markers: MapMarker[] };
