import { NAME_FONT_PX } from './tree-layout';

/** Where the drawing sits in its frame: shifted by x, y screen pixels and scaled by k. */
export interface View {
  x: number;
  y: number;
  k: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The smallest a name may look and still be read: on a phone held close, and on a laptop screen. */
export const READABLE_NAME_PX = { phone: 12, desktop: 14 };

/** How far the view zooms out (to see a large tree whole) and in. */
export const SCALE_LIMITS: [number, number] = [0.05, 2];

/** A fitted view never enlarges past the drawing's own size, so a small tree is not blown up. */
const FIT_MAX = 1;
const MARGIN = 16;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The scale at which names are drawn at the readable size. */
export function readableScale(phone: boolean): number {
  return (phone ? READABLE_NAME_PX.phone : READABLE_NAME_PX.desktop) / NAME_FONT_PX;
}

/** The whole box in the frame, centred, as large as fits (but not past its own size). */
export function fitView(box: Box, frame: Size): View {
  const k = clamp(
    Math.min((frame.width - 2 * MARGIN) / box.width, (frame.height - 2 * MARGIN) / box.height),
    SCALE_LIMITS[0],
    FIT_MAX,
  );
  return {
    k,
    x: frame.width / 2 - (box.x + box.width / 2) * k,
    y: frame.height / 2 - (box.y + box.height / 2) * k,
  };
}

/**
 * The first view: the whole tree when its names stay readable that way. Otherwise the top of the tree at the
 * largest scale that keeps the row of families within the width, never below the readable scale, centred on the
 * families: the names can be read, and the rest is a drag or a zoom away.
 */
export function firstView(tree: Box, families: { left: number; right: number }, frame: Size, readable: number): View {
  const whole = fitView(tree, frame);
  if (whole.k >= readable) return whole;
  const span = Math.max(families.right - families.left, 1);
  const k = clamp((frame.width - 2 * MARGIN) / span, readable, FIT_MAX);
  return { k, x: frame.width / 2 - ((families.left + families.right) / 2) * k, y: MARGIN - tree.y * k };
}

/** The point in the middle of the frame, at scale k. */
export function centreOn(point: { x: number; y: number }, frame: Size, k: number): View {
  return { k, x: frame.width / 2 - point.x * k, y: frame.height / 2 - point.y * k };
}
