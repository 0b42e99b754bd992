import { describe, expect, it } from 'vitest';
import { ancestorKeys, memberEntries, toChartData, toggleFold, unfoldTo } from './chart-data';
import type { FamilyTreeNode } from './tree-building';

const member = (name: string, children: FamilyTreeNode[] = [], extra: Partial<FamilyTreeNode> = {}) =>
  ({ name, kind: 'member', label: 'Beta', picture: '/p.webp', alumni: false, children, ...extra }) as FamilyTreeNode;

const tree: FamilyTreeNode = {
  name: 'Root',
  kind: 'root',
  children: [
    { name: 'Fam A', kind: 'family', label: '3 members', children: [member('A1', [member('A2', [member('A3')])])] },
    { name: 'Fam B', kind: 'family', label: '1 member', children: [member('B1', [], { you: true })] },
  ],
};

describe('node keys and the way to a node', () => {
  it('names each node by its path from the root, and its ancestors by the path prefixes', () => {
    expect(memberEntries(tree).map((e) => [e.name, e.key])).toEqual([
      ['A1', '0/0/0'],
      ['A2', '0/0/0/0'],
      ['A3', '0/0/0/0/0'],
      ['B1', '0/1/0'],
    ]);
    expect(ancestorKeys('0/0/0/0/0')).toEqual(['0', '0/0', '0/0/0', '0/0/0/0']);
    expect(ancestorKeys('0')).toEqual([]);
  });

  it('marks the signed-in member among the entries', () => {
    expect(memberEntries(tree).filter((e) => e.you)).toEqual([{ key: '0/1/0', name: 'B1', label: 'Beta', you: true }]);
  });

  it('unfolds every folded ancestor of a node and leaves other folds alone', () => {
    const folded = new Set(['0/0', '0/0/0/0', '0/1']);
    expect([...unfoldTo(folded, '0/0/0/0/0')]).toEqual(['0/1']);
    expect(unfoldTo(folded, '0/1')).toBe(folded);
  });

  it('folds an unfolded branch and unfolds a folded one', () => {
    expect([...toggleFold(new Set(), '0/0')]).toEqual(['0/0']);
    expect([...toggleFold(new Set(['0/0', '0/1']), '0/0')]).toEqual(['0/1']);
  });
});

describe('toChartData', () => {
  it('gives each node its key, what it shows and how many branches it has', () => {
    const data = toChartData(tree, new Set());
    const fam = data.children?.[1];
    expect(fam?.attributes).toEqual({
      key: '0/1',
      kind: 'family',
      label: '1 member',
      alumni: false,
      you: false,
      branches: 1,
      hidden: 0,
    });
    expect(fam?.children?.[0]?.attributes).toMatchObject({ key: '0/1/0', you: true, picture: '/p.webp' });
  });

  it('drops the children of a folded branch and says how many people it hides', () => {
    const data = toChartData(tree, new Set(['0/0/0', '0/1/0']));
    const a1 = data.children?.[0]?.children?.[0];
    expect(a1?.children).toEqual([]);
    expect(a1?.attributes).toMatchObject({ hidden: 2, branches: 1 });
    // A leaf has nothing to fold.
    expect(data.children?.[1]?.children?.[0]?.attributes).toMatchObject({ hidden: 0, branches: 0 });
  });
});
