import type { TreeLinkDatum } from 'react-d3-tree';
import { describe, expect, it } from 'vitest';
import { linkPath, nameLines, NODE_SIZE, nodeLayout } from './tree-layout';

describe('nameLines', () => {
  it('splits a name at the space nearest its middle', () => {
    expect(nameLines('Dominic Takahashi')).toEqual(['Dominic', 'Takahashi']);
    expect(nameLines('Mary Ann Smith')).toEqual(['Mary Ann', 'Smith']);
    expect(nameLines('Upsilon Epsilon Family Tree')).toEqual(['Upsilon Epsilon', 'Family Tree']);
  });

  it('keeps a one-word name on one line', () => {
    expect(nameLines(' Cher ')).toEqual(['Cher']);
  });
});

describe('nodeLayout', () => {
  it('puts the name lines and then the label under the circle, and ends below the last line', () => {
    const layout = nodeLayout('member', 'Dominic Takahashi', 'Theta');
    expect(layout.texts.map((t) => t.text)).toEqual(['Dominic', 'Takahashi', 'Theta']);
    const ys = layout.texts.map((t) => t.y);
    expect(ys[0]).toBeGreaterThan(layout.radius);
    expect(ys).toEqual(ys.toSorted((a, b) => a - b));
    expect(layout.bottom).toBeGreaterThan(ys.at(-1) ?? 0);
  });

  it('leaves room between a row of names and the next row of circles', () => {
    const tallest = nodeLayout('family', 'Presibobante Guys', '13 members');
    expect(tallest.bottom + nodeLayout('member', 'A B').radius).toBeLessThan(NODE_SIZE.y - 20);
  });
});

describe('linkPath', () => {
  const end = (x: number, y: number, name: string, kind: string, label?: string) =>
    ({ x, y, data: { name, attributes: { kind, ...(label ? { label } : {}) } } }) as unknown as TreeLinkDatum['source'];

  it('leaves the parent below its last line of text and reaches the child at the top of its circle', () => {
    const parent = end(0, 0, 'Jade Estrada', 'member', 'Zeta');
    const child = end(120, 160, 'Isla Castellano', 'member', 'Iota');
    const start = nodeLayout('member', 'Jade Estrada', 'Zeta').bottom;
    const top = 160 - nodeLayout('member', 'Isla Castellano').radius;
    expect(linkPath({ source: parent, target: child })).toBe(`M0,${start} V${(start + top) / 2} H120 V${top}`);
  });
});
