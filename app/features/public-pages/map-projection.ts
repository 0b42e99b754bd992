import { geoAzimuthalEqualArea, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_CHAPTERS, MAP_VIEW } from './chapter-map-config';
import type { MapMarker } from './chapter-map-data';

/** The home page map's projection, shared by the build (outlines) and the server (markers). */
const projection = geoAzimuthalEqualArea().rotate(MAP_VIEW.rotate).scale(MAP_VIEW.scale).translate(MAP_VIEW.translate);

/** Each chapter's position on the map, in the map's viewBox units. */
export function projectMarkers(): MapMarker[] {
  return MAP_CHAPTERS.map(({ name, university, coordinates }) => {
    const [x = 0, y = 0] = projection(coordinates) ?? [];
    return { name, university, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
}

/** SVG paths of the states that fall inside the map's view, from a us-atlas states topology. */
export function projectStates(topology: Topology<{ states: GeometryCollection }>): string[] {
  const states = feature(topology, topology.objects.states) as FeatureCollection<Geometry>;
  const path = geoPath(projection).digits(1);
  return states.features
    .filter((state) => {
      const [[x0, y0], [x1, y1]] = path.bounds(state);
      return x1 > 0 && y1 > 0 && x0 < MAP_VIEW.width && y0 < MAP_VIEW.height;
    })
    .map((state) => path(state) ?? '');
}
