import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Tree from 'react-d3-tree';
import { mobileMedia } from '../../config/chapter';
import { memberEntries, toChartData, toggleFold, unfoldTo, type MemberEntry } from './chart-data';
import type { FamilyTreeNode } from './tree-building';
import { linkPath, NODE_SIZE, SEPARATION } from './tree-layout';
import { TreeNode } from './tree-node';
import { TreeToolbar } from './tree-toolbar';
import { centreOn, firstView, fitView, readableScale, type Box } from './tree-view';
import { attachTreeZoom, type TreeZoom } from './tree-zoom';
import styles from './family-tree-chart.module.css';

/** react-d3-tree's own zoom props, fixed so it never rebinds its zoom over the chart's (see tree-zoom.ts). */
const LIBRARY_VIEW = { translate: { x: 0, y: 0 }, zoom: 1, scaleExtent: { min: 1, max: 1 } };
const PAN_STEP_PX = 80;
const ZOOM_STEP = 1.25;

const frameSize = (frame: HTMLElement) => ({ width: frame.clientWidth, height: frame.clientHeight });
const isPhone = () => window.matchMedia(mobileMedia).matches;

/** Where a node sits in the drawing's own units (its position inside the zoomed layer). */
function positionIn(layer: SVGGElement, node: SVGGElement): { x: number; y: number } {
  const inLayer = (layer.getCTM() ?? new DOMMatrix()).inverse().multiply(node.getCTM() ?? new DOMMatrix());
  return { x: inLayer.e, y: inLayer.f };
}

/** The drawing, and the span of its row of families (circles and names), both in the drawing's units. */
function measure(layer: SVGGElement): { tree: Box; families: { left: number; right: number } } {
  const { x, y, width, height } = layer.getBBox();
  const edges = [...layer.querySelectorAll<SVGGElement>('[data-kind="family"]')].flatMap((node) => {
    const box = node.getBBox();
    const at = positionIn(layer, node).x + box.x;
    return [at, at + box.width];
  });
  const families = edges.length
    ? { left: Math.min(...edges), right: Math.max(...edges) }
    : { left: x, right: x + width };
  return { tree: { x, y, width, height }, families };
}

/**
 * The interactive family tree (client only): vertical, generation under generation. Drag, pinch, wheel, the zoom
 * buttons and the keyboard move the view; selecting a node folds or unfolds its branch; 'Find me' and the search
 * unfold the way to a member and centre them.
 */
export default function FamilyTreeChart({ tree, describedBy }: { tree: FamilyTreeNode; describedBy: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const zoom = useRef<TreeZoom | null>(null);
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const [highlighted, setHighlighted] = useState<string | null>(null);
  /** A new object per request, so asking twice for the same member centres them again. */
  const [centreRequest, setCentreRequest] = useState<{ key: string } | null>(null);
  const data = useMemo(() => toChartData(tree, folded), [tree, folded]);
  const members = useMemo(() => memberEntries(tree), [tree]);

  const layerOf = (element: HTMLElement) => element.querySelector<SVGGElement>('svg > g');

  useLayoutEffect(() => {
    const element = frame.current;
    const svg = element?.querySelector('svg');
    const layer = element && layerOf(element);
    if (!element || !svg || !layer) return;
    const chart = attachTreeZoom(svg, layer);
    const { tree: box, families } = measure(layer);
    chart.show(firstView(box, families, frameSize(element), readableScale(isPhone())));
    zoom.current = chart;
    return () => chart.detach();
  }, []);

  // Runs after the render that unfolded the way to the member (set in the same update), so their node is drawn.
  useLayoutEffect(() => {
    const element = frame.current;
    const layer = element && layerOf(element);
    const node = layer?.querySelector<SVGGElement>(`[data-key="${centreRequest?.key}"]`);
    if (!element || !layer || !node || !zoom.current) return;
    const k = Math.max(zoom.current.current().k, readableScale(isPhone()));
    zoom.current.show(centreOn(positionIn(layer, node), frameSize(element), k));
    // On a phone the buttons push the drawing down: bring it into view with the member in its middle.
    element.scrollIntoView({ block: 'nearest' });
  }, [centreRequest]);

  const fit = () => {
    const element = frame.current;
    const layer = element && layerOf(element);
    if (element && layer) zoom.current?.show(fitView(measure(layer).tree, frameSize(element)));
  };

  const show = (member: MemberEntry) => {
    setFolded((current) => unfoldTo(current, member.key));
    setHighlighted(member.key);
    setCentreRequest({ key: member.key });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => zoom.current?.panBy(PAN_STEP_PX, 0),
      ArrowRight: () => zoom.current?.panBy(-PAN_STEP_PX, 0),
      ArrowUp: () => zoom.current?.panBy(0, PAN_STEP_PX),
      ArrowDown: () => zoom.current?.panBy(0, -PAN_STEP_PX),
      '+': () => zoom.current?.zoomBy(ZOOM_STEP),
      '=': () => zoom.current?.zoomBy(ZOOM_STEP),
      '-': () => zoom.current?.zoomBy(1 / ZOOM_STEP),
      '0': fit,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className={styles.chart}>
      <TreeToolbar
        members={members}
        onZoom={(factor) => zoom.current?.zoomBy(factor)}
        zoomStep={ZOOM_STEP}
        onFit={fit}
        onShow={show}
      />
      <div
        ref={frame}
        className={styles.frame}
        data-testid="family-tree"
        role="group"
        aria-label="Family tree"
        aria-describedby={describedBy}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <Tree
          data={data}
          orientation="vertical"
          pathFunc={linkPath}
          nodeSize={NODE_SIZE}
          separation={SEPARATION}
          {...LIBRARY_VIEW}
          zoomable={false}
          draggable={false}
          collapsible={false}
          renderCustomNodeElement={({ nodeDatum }) => (
            <TreeNode
              nodeDatum={nodeDatum}
              highlighted={nodeDatum.attributes?.key === highlighted}
              onToggle={(key) => setFolded((current) => toggleFold(current, key))}
            />
          )}
          svgClassName={styles.svg}
          pathClassFunc={() => styles.link ?? ''}
        />
      </div>
    </div>
  );
}
