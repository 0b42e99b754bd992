/**
 * The endless photo strip shows its list twice; `loopWidth` is the width of one copy. Keeping the scroll position
 * inside (0, loopWidth] makes the jump between the copies invisible, whether the strip moved itself or was
 * scrolled by hand past either end.
 */
export function wrapStripPosition(position: number, loopWidth: number): number {
  if (loopWidth <= 0) return position;
  if (position > loopWidth) return position - loopWidth;
  if (position <= 0) return position + loopWidth;
  return position;
}

/** Whether hovering pauses the strip: not on touch devices and not at the mobile breakpoint or narrower. */
export function hoverPauses(viewportWidth: number, canHover: boolean, breakpointPx: number): boolean {
  return canHover && viewportWidth > breakpointPx;
}
