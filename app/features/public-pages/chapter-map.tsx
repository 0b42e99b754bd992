import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAP_VIEW } from './chapter-map-config';
import type { ChapterMapData, MapMarker } from './chapter-map-data';
import type { MapZoom } from './chapter-map-zoom';
import styles from './chapter-map.module.css';

type Hovered = { chapter: MapMarker; left: number; top: number; below: boolean };

/** The room kept between the tooltip and the map's edge. */
const EDGE_PX = 8;

/**
 * Where the tooltip's middle goes so that all of it stays inside the map: over the marker when there is room, else
 * moved in from the edge (a chapter near the side of a phone-wide map).
 */
export function tooltipCentre(marker: number, tooltipWidth: number, mapWidth: number): number {
  const half = tooltipWidth / 2;
  return Math.min(Math.max(marker, EDGE_PX + half), mapWidth - EDGE_PX - half);
}

/**
 * The state outlines (projected at build time) are fetched when the map comes near the screen, so they never slow
 * the page's first paint; if they cannot load, the error is logged and the markers show on their own.
 */
function useStateOutlines(url: string, container: RefObject<HTMLDivElement | null>): string[] {
  const [states, setStates] = useState<string[]>([]);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let cancelled = false;
    const load = () =>
      fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<string[]>;
        })
        .then((paths) => !cancelled && setStates(paths))
        .catch((error: unknown) => console.error('Could not load the state outlines of the chapter map:', error));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [url, container]);
  return states;
}

/**
 * The western US with the region's chapters. Hovering, tapping or focusing a marker shows its chapter and university
 * (the hovered-chapter state) in a tooltip kept inside the map; the map zooms by wheel, pinch and the buttons.
 */
export function ChapterMap({ map }: { map: ChapterMapData }) {
  const container = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const layer = useRef<SVGGElement>(null);
  const zoom = useRef<Promise<MapZoom> | null>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const [scale, setScale] = useState(1);
  const states = useStateOutlines(map.outlinesUrl, container);

  // Measured once shown, before the browser paints it, so it never shows cut off first.
  useLayoutEffect(() => {
    const box = container.current;
    const tip = tooltip.current;
    if (!hovered || !box || !tip) return;
    tip.style.left = `${tooltipCentre(hovered.left, tip.offsetWidth, box.clientWidth)}px`;
  }, [hovered]);

  const ensureZoom = () => {
    if (!zoom.current && svg.current && layer.current) {
      const [target, group] = [svg.current, layer.current];
      zoom.current = import('./chapter-map-zoom').then((m) => m.attachZoom(target, group, MAP_VIEW, setScale));
    }
    return zoom.current;
  };

  const hover = (chapter: MapMarker, marker: SVGCircleElement) => {
    const box = container.current?.getBoundingClientRect();
    const dot = marker.getBoundingClientRect();
    if (!box) return;
    setHovered({
      chapter,
      left: dot.left + dot.width / 2 - box.left,
      top: dot.top - box.top,
      below: dot.top - box.top < 64,
    });
  };

  return (
    <div
      ref={container}
      className={styles.map}
      data-hovered={hovered ? 1 : 0}
      onPointerEnter={ensureZoom}
      onTouchStart={ensureZoom}
      onFocus={ensureZoom}
    >
      <svg
        ref={svg}
        className={styles.svg}
        viewBox={`0 0 ${MAP_VIEW.width} ${MAP_VIEW.height}`}
        preserveAspectRatio="xMidYMid slice"
        role="group"
        aria-label="Map of the chapters of the Northwestern Region"
      >
        <g ref={layer}>
          {states.map((d, i) => (
            <path key={i} d={d} className={styles.state} />
          ))}
          {map.markers.map((chapter) => (
            <circle
              key={chapter.name}
              className={styles.marker}
              cx={chapter.x}
              cy={chapter.y}
              r={5 / scale}
              tabIndex={0}
              role="img"
              aria-label={`${chapter.name} Chapter, ${chapter.university}`}
              data-chapter={chapter.name}
              onPointerEnter={(event) => hover(chapter, event.currentTarget)}
              // A finger lifts off right after a tap: the tooltip stays until the marker loses focus.
              onPointerLeave={(event) => event.pointerType !== 'touch' && setHovered(null)}
              onFocus={(event) => hover(chapter, event.currentTarget)}
              onBlur={() => setHovered(null)}
            />
          ))}
        </g>
      </svg>
      {hovered && (
        <div
          ref={tooltip}
          className={`${styles.tooltip} ${hovered.below ? styles.below : ''}`}
          role="tooltip"
          style={{ left: hovered.left, top: hovered.top }}
        >
          <strong>{hovered.chapter.name} Chapter</strong>
          <span>{hovered.chapter.university}</span>
        </div>
      )}
      <div className={styles.controls}>
        <button type="button" aria-label="Zoom in" onClick={() => ensureZoom()?.then((z) => z.zoomBy(1.5))}>
          +
        </button>
        <button type="button" aria-label="Zoom out" onClick={() => ensureZoom()?.then((z) => z.zoomBy(1 / 1.5))}>
          −
        </button>
      </div>
    </div>
  );
}
