import { useEffect, useRef } from 'react';
import { constants, mobileMedia } from '../../config/chapter';
import type { Photo } from '../../shared/photos/photo';
import { hoverPauses, wrapStripPosition } from './photo-strip-motion';
import { ResponsivePhoto } from '../../shared/photos/responsive-photo';
import styles from './photo-strip.module.css';

/**
 * The endless strip on About Us: the list twice over, moving 2 px every 20 ms, pausing under a mouse on wide
 * screens, wrapping when scrolled by hand past either end, and still for visitors who prefer reduced motion.
 */
export function PhotoStrip({ photos }: { photos: Photo[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const wrap = () => {
      const next = wrapStripPosition(el.scrollLeft, el.scrollWidth / 2);
      if (next !== el.scrollLeft) el.scrollLeft = next;
    };
    // Start at the second copy so that scrolling by hand wraps from the very first moment, in both directions.
    el.scrollLeft = el.scrollWidth / 2;
    el.addEventListener('scroll', wrap, { passive: true });
    const timer = window.setInterval(() => {
      if (paused.current || reduceMotion.matches) return;
      el.scrollLeft += constants.photoStripStepPx;
      wrap();
    }, constants.photoStripTickMs);
    return () => {
      window.clearInterval(timer);
      el.removeEventListener('scroll', wrap);
    };
  }, []);

  const pause = () => {
    const canHover = window.matchMedia('(hover: hover) and (pointer: fine)').matches;
    paused.current = hoverPauses(window.innerWidth, canHover, constants.mobileBreakpointPx);
  };

  return (
    <div
      ref={strip}
      className={styles.strip}
      data-testid="photo-strip"
      tabIndex={0}
      role="region"
      aria-label="Chapter photos, scrolling"
      onMouseEnter={pause}
      onMouseLeave={() => (paused.current = false)}
    >
      <ul className={styles.list}>
        {[...photos, ...photos].map((photo, index) => (
          <li key={index}>
            <ResponsivePhoto
              photo={photo}
              alt={`About us ${index}`}
              sizes={`${mobileMedia} 14rem, 20rem`}
              className={styles.image}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
