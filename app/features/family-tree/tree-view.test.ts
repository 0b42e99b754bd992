import { describe, expect, it } from 'vitest';
import { NAME_FONT_PX } from './tree-layout';
import { centreOn, firstView, fitView, READABLE_NAME_PX, readableScale } from './tree-view';

const frame = { width: 1000, height: 600 };

/** Where a point of the drawing lands on screen under a view. */
const onScreen = (view: { x: number; y: number; k: number }, x: number, y: number) => ({
  x: view.x + x * view.k,
  y: view.y + y * view.k,
});

describe('the readable scale', () => {
  it('draws names at 14 px on a laptop and 12 px on a phone', () => {
    expect(NAME_FONT_PX * readableScale(false)).toBe(READABLE_NAME_PX.desktop);
    expect(NAME_FONT_PX * readableScale(true)).toBe(READABLE_NAME_PX.phone);
    expect([READABLE_NAME_PX.desktop, READABLE_NAME_PX.phone]).toEqual([14, 12]);
  });
});

describe('fitView', () => {
  it('centres the whole drawing in the frame at the largest scale that fits, with a margin', () => {
    const view = fitView({ x: -1000, y: -50, width: 2000, height: 500 }, frame);
    expect(view.k).toBeCloseTo((1000 - 32) / 2000);
    expect(onScreen(view, 0, 200)).toEqual({ x: 500, y: 300 });
    expect(onScreen(view, -1000, -50).x).toBeCloseTo(16);
  });

  it('never enlarges a small tree past its own size', () => {
    expect(fitView({ x: 0, y: 0, width: 100, height: 100 }, frame).k).toBe(1);
  });
});

describe('firstView', () => {
  const families = { left: -600, right: 600 };

  it('shows the whole tree when its names stay readable', () => {
    const tree = { x: -450, y: -40, width: 900, height: 500 };
    expect(firstView(tree, families, frame, 0.875)).toEqual(fitView(tree, frame));
  });

  it('otherwise fits the row of families across the width, at the readable scale or larger, from the top', () => {
    const tree = { x: -1500, y: -40, width: 3000, height: 1200 };
    const view = firstView(tree, { left: -500, right: 700 }, frame, 0.75);
    expect(view.k).toBeCloseTo((1000 - 32) / 1200);
    expect(onScreen(view, -500, 0).x).toBeCloseTo(16);
    expect(onScreen(view, 0, -40).y).toBeCloseTo(16);
  });

  it('keeps names readable when even the families do not fit, centred on them', () => {
    const tree = { x: -1500, y: -40, width: 3000, height: 1200 };
    const view = firstView(tree, families, { width: 343, height: 500 }, 0.75);
    expect(view.k).toBe(0.75);
    expect(onScreen(view, 0, -40)).toEqual({ x: 171.5, y: 16 });
  });
});

describe('centreOn', () => {
  it('puts the point in the middle of the frame at the given scale', () => {
    const view = centreOn({ x: 420, y: 960 }, frame, 0.9);
    expect(onScreen(view, 420, 960).x).toBeCloseTo(500);
    expect(onScreen(view, 420, 960).y).toBeCloseTo(300);
    expect(view.k).toBe(0.9);
  });
});
