import { describe, expect, it } from 'vitest';
import { bigCandidates, descendantsOf, findCycle, wouldCreateCycle } from './lineage';

// 1 -> 2 -> 3 -> 4 (bigs to littles), 1 -> 5, and 6 on its own.
const TREE = [
  { id: 1, bigId: null },
  { id: 2, bigId: 1 },
  { id: 3, bigId: 2 },
  { id: 4, bigId: 3 },
  { id: 5, bigId: 1 },
  { id: 6, bigId: null },
];

describe('descendantsOf', () => {
  it('finds littles at every depth', () => {
    expect([...descendantsOf(TREE, 1)].sort()).toEqual([2, 3, 4, 5]);
    expect([...descendantsOf(TREE, 3)]).toEqual([4]);
    expect([...descendantsOf(TREE, 6)]).toEqual([]);
  });

  it('stops on a lineage that already loops', () => {
    const loop = [
      { id: 1, bigId: 2 },
      { id: 2, bigId: 1 },
    ];
    expect([...descendantsOf(loop, 1)]).toEqual([2]);
  });
});

describe('bigCandidates', () => {
  it('offers everyone while adding', () => {
    expect(bigCandidates(TREE, null).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves out the record being edited and all its descendants', () => {
    expect(bigCandidates(TREE, 2).map((r) => r.id)).toEqual([1, 5, 6]);
    expect(bigCandidates(TREE, 4).map((r) => r.id)).toEqual([1, 2, 3, 5, 6]);
  });
});

describe('wouldCreateCycle', () => {
  it('refuses the record itself and its descendants as big', () => {
    expect(wouldCreateCycle(TREE, 2, 2)).toBe(true);
    expect(wouldCreateCycle(TREE, 2, 4)).toBe(true);
  });

  it('allows no big, an ancestor, or another branch', () => {
    expect(wouldCreateCycle(TREE, 2, null)).toBe(false);
    expect(wouldCreateCycle(TREE, 4, 1)).toBe(false);
    expect(wouldCreateCycle(TREE, 2, 5)).toBe(false);
  });
});

describe('findCycle', () => {
  it('finds none in a tree', () => {
    expect(findCycle(TREE)).toBeNull();
  });

  it('names the records of a loop', () => {
    const looped = TREE.map((r) => (r.id === 1 ? { id: 1, bigId: 3 } : r));
    expect(findCycle(looped)?.sort()).toEqual([1, 2, 3]);
    expect(findCycle([{ id: 7, bigId: 7 }])).toEqual([7]);
  });

  it('ignores bigs that are not in the list', () => {
    expect(findCycle([{ id: 1, bigId: 99 }])).toBeNull();
  });
});
