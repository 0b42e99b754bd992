import { select } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';

export type MapZoom = { zoomBy: (factor: number) => void; reset: () => void };

/**
 * Wheel, pinch and drag zoom on the map. Loaded on the first interaction with the map so that d3-zoom never weighs
 * on the home page's first load (the view comes as an argument so this chunk shares no module with the page).
 */
export function attachZoom(
  svg: SVGSVGElement,
  layer: SVGGElement,
  view: { width: number; height: number; zoomExtent: [number, number] },
  onScale: (scale: number) => void,
): MapZoom {
  const behaviour = zoom<SVGSVGElement, unknown>()
    .scaleExtent(view.zoomExtent)
    .translateExtent([
      [0, 0],
      [view.width, view.height],
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
