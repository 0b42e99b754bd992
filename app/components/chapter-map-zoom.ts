import { select } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';
import { MAP_VIEW } from '../config/chapter-map';

export type MapZoom = { zoomBy: (factor: number) => void; reset: () => void };

/**
 * Wheel, pinch and drag zoom (1x to 8x) on the map. Loaded on the first interaction with the map so that d3-zoom
 * never weighs on the home page's first load.
 */
export function attachZoom(svg: SVGSVGElement, layer: SVGGElement, onScale: (scale: number) => void): MapZoom {
  const behaviour = zoom<SVGSVGElement, unknown>()
    .scaleExtent(MAP_VIEW.zoomExtent)
    .translateExtent([
      [0, 0],
      [MAP_VIEW.width, MAP_VIEW.height],
    ])
    .on('zoom', (event: { transform: { k: number; toString(): string } }) => {
      layer.setAttribute('transform', event.transform.toString());
      onScale(event.transform.k);
    });
  const selection = select(svg).call(behaviour);
  return {
    zoomBy: (factor) => behaviour.scaleBy(selection, factor),
    reset: () => behaviour.transform(selection, zoomIdentity),
  };
}
