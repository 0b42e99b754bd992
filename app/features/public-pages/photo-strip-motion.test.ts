import { describe, expect, it } from 'vitest';
import { hoverPauses, wrapStripPosition } from './photo-strip-motion';

describe('wrapStripPosition', () => {
  it('leaves a position inside the first copy alone', () => {
    expect(wrapStripPosition(2, 1000)).toBe(2);
    expect(wrapStripPosition(1000, 1000)).toBe(1000);
  });

  it('jumps back one copy once the strip runs past the first copy', () => {
    expect(wrapStripPosition(1002, 1000)).toBe(2);
    expect(wrapStripPosition(1999, 1000)).toBe(999);
  });

  it('jumps forward one copy when scrolled by hand to the start', () => {
    expect(wrapStripPosition(0, 1000)).toBe(1000);
    expect(wrapStripPosition(-30, 1000)).toBe(970);
  });

  it('does nothing before the strip has a width', () => {
    expect(wrapStripPosition(0, 0)).toBe(0);
  });
});

describe('hoverPauses', () => {
  it('pauses on hover with a mouse on a wide screen', () => {
    expect(hoverPauses(1280, true, 768)).toBe(true);
    expect(hoverPauses(769, true, 768)).toBe(true);
  });

  it('never pauses on touch devices or at 768 px and below', () => {
    expect(hoverPauses(1280, false, 768)).toBe(false);
    expect(hoverPauses(768, true, 768)).toBe(false);
    expect(hoverPauses(375, true, 768)).toBe(false);
  });
});
