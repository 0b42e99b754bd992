import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform } from 'd3-zoom';
import { SCALE_LIMITS, type View } from './tree-view';

export interface TreeZoom {
  show: (view: View) => void;
  zoomBy: (factor: number) => void;
  /** Moves the drawing by dx, dy screen pixels. */
  panBy: (dx: number, dy: number) => void;
  current: () => View;
  detach: () => void;
}

/**
 * Drag, wheel and pinch on the tree, and the view the buttons and keys set, through one d3-zoom behaviour, so every
 * way of moving starts from where the last one left the drawing. It takes over the svg's input from react-d3-tree's
 * own zoom, which the chart leaves bound once and never rebinds (its zoom props never change).
 */
export function attachTreeZoom(svg: SVGSVGElement, layer: SVGGElement): TreeZoom {
  const behaviour = zoom<SVGSVGElement, unknown>()
    .scaleExtent(SCALE_LIMITS)
    .extent(() => [
      [0, 0],
      [svg.clientWidth, svg.clientHeight],
    ])
    .on('zoom', (event: { transform: { toString(): string } }) => {
      layer.setAttribute('transform', event.transform.toString());
    });
  // A double click folds or unfolds a branch twice; it should not zoom as well.
  const selection = select(svg).call(behaviour).on('dblclick.zoom', null);
  return {
    show: ({ x, y, k }) => behaviour.transform(selection, zoomIdentity.translate(x, y).scale(k)),
    zoomBy: (factor) => behaviour.scaleBy(selection, factor),
    panBy: (dx, dy) => {
      const { k } = zoomTransform(svg);
      behaviour.translateBy(selection, dx / k, dy / k);
    },
    current: () => {
      const { x, y, k } = zoomTransform(svg);
      return { x, y, k };
    },
    detach: () => {
      selection.on('.zoom', null);
    },
  };
}
