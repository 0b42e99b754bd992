import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { geoAzimuthalEqualArea, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_CHAPTERS, MAP_VIEW } from '../config/chapter-map';
import { logger } from '../lib/logger.server';
import type { ChapterMapData, MapMarker } from './chapter-map-data';

const projection = geoAzimuthalEqualArea().rotate(MAP_VIEW.rotate).scale(MAP_VIEW.scale).translate(MAP_VIEW.translate);

/** Markers never depend on the outlines, so they show even when the topology fails to load. */
const markers: MapMarker[] = MAP_CHAPTERS.map(({ name, university, coordinates }) => {
  const [x = 0, y = 0] = projection(coordinates) ?? [];
  return { name, university, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
});

let outlines: Promise<string[]> | undefined;

/** The state outlines inside the map's view, projected once per process (the browser never downloads them). */
async function projectStates(): Promise<string[]> {
  const file = createRequire(import.meta.url).resolve('us-atlas/states-10m.json');
  const topology = JSON.parse(await fs.readFile(file, 'utf8')) as Topology<{ states: GeometryCollection }>;
  const states = feature(topology, topology.objects.states) as FeatureCollection<Geometry>;
  const path = geoPath(projection).digits(1);
  return states.features
    .filter((state) => {
      const [[x0, y0], [x1, y1]] = path.bounds(state);
      return x1 > 0 && y1 > 0 && x0 < MAP_VIEW.width && y0 < MAP_VIEW.height;
    })
    .map((state) => path(state) ?? '');
}

/** Projected outlines, kept after the first success; a failure is retried on the next request. */
function cachedStates(): Promise<string[]> {
  outlines ??= projectStates().catch((error: unknown) => {
    outlines = undefined;
    throw error;
  });
  return outlines;
}

/** The map's outlines and markers; if the outlines cannot load, the error is logged and the markers still show. */
export async function chapterMap(loadStates: () => Promise<string[]> = cachedStates): Promise<ChapterMapData> {
  try {
    return { states: await loadStates(), markers };
  } catch (error) {
    logger.error({ err: error }, 'could not load the US states topology for the chapter map');
    return { states: [], markers };
  }
}
