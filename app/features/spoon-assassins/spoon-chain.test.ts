import { describe, expect, it } from 'vitest';
import {
  availablePlayers,
  buildTargets,
  chainKeepingEliminations,
  chainOrder,
  chainSignature,
  isSavedChain,
  isValidChain,
  moveItem,
} from './spoon-chain';

describe('isValidChain', () => {
  it('needs at least one player', () => {
    expect(isValidChain([])).toBe(false);
  });
  it('needs every row filled', () => {
    expect(isValidChain([null])).toBe(false);
    expect(isValidChain([1, null, 3])).toBe(false);
  });
  it('refuses a player twice', () => {
    expect(isValidChain([1, 2, 1])).toBe(false);
  });
  it('accepts one player and distinct filled rows', () => {
    expect(isValidChain([7])).toBe(true);
    expect(isValidChain([3, 1, 2])).toBe(true);
  });
});

describe('buildTargets', () => {
  it('makes each player target the next and the last the first', () => {
    expect(buildTargets([5, 2, 9])).toEqual([
      { memberId: 5, targetId: 2 },
      { memberId: 2, targetId: 9 },
      { memberId: 9, targetId: 5 },
    ]);
  });
  it('lets a lone player target themself and makes nothing from nobody', () => {
    expect(buildTargets([4])).toEqual([{ memberId: 4, targetId: 4 }]);
    expect(buildTargets([])).toEqual([]);
  });
});

describe('chainKeepingEliminations', () => {
  it('keeps each remaining player eliminated or alive and starts a new player alive', () => {
    expect(chainKeepingEliminations([5, 2, 9], new Set([2, 7]))).toEqual([
      { memberId: 5, targetId: 2, isEliminated: false },
      { memberId: 2, targetId: 9, isEliminated: true },
      { memberId: 9, targetId: 5, isEliminated: false },
    ]);
  });
});

describe('chainSignature', () => {
  it('is the same for the same links in any order and differs when a link differs', () => {
    expect(chainSignature(buildTargets([5, 2, 9]))).toBe('2>9,5>2,9>5');
    expect(chainSignature([...buildTargets([5, 2, 9])].reverse())).toBe(chainSignature(buildTargets([2, 9, 5])));
    expect(chainSignature(buildTargets([5, 9, 2]))).not.toBe(chainSignature(buildTargets([5, 2, 9])));
    expect(chainSignature([{ memberId: 3, targetId: null }])).toBe('3>');
    expect(chainSignature([])).toBe('');
  });
});

describe('isSavedChain', () => {
  const saved = buildTargets([5, 2, 9]);
  it('matches the saved chain in any rotation', () => {
    expect(isSavedChain([5, 2, 9], saved)).toBe(true);
    expect(isSavedChain([2, 9, 5], saved)).toBe(true);
  });
  it('differs when a player, the order, or an empty row differs', () => {
    expect(isSavedChain([5, 9, 2], saved)).toBe(false);
    expect(isSavedChain([5, 2, 8], saved)).toBe(false);
    expect(isSavedChain([5, 2, 9, null], saved)).toBe(false);
    expect(isSavedChain([5, 2], saved)).toBe(false);
  });
  it('needs every saved player in the rows, even when the rows make a closed chain of their own', () => {
    // A saved game can hold separate loops once players leave mid-game.
    const twoLoops = [...buildTargets([5, 2]), ...buildTargets([9])];
    expect(isSavedChain([5, 2], twoLoops)).toBe(false);
    expect(isSavedChain([null], buildTargets([5]))).toBe(false);
    expect(isSavedChain([5, 2, 9], twoLoops)).toBe(false);
  });
  it('matches no saved chain only while nobody is picked', () => {
    expect(isSavedChain([null], [])).toBe(true);
    expect(isSavedChain([3], [])).toBe(false);
  });
});

describe('chainOrder', () => {
  it('reads a built chain back in playing order from its lowest id', () => {
    expect(chainOrder(buildTargets([5, 2, 9]))).toEqual([2, 9, 5]);
    expect(chainOrder([...buildTargets([5, 2, 9])].reverse())).toEqual([2, 9, 5]);
  });
  it('follows each separate cycle and puts every player once', () => {
    expect(chainOrder([...buildTargets([3, 4]), ...buildTargets([1, 6, 2])])).toEqual([1, 6, 2, 3, 4]);
  });
  it('starts a broken chain at its head and stops at a missing record or a cleared target', () => {
    expect(
      chainOrder([
        { memberId: 8, targetId: 4 },
        { memberId: 4, targetId: 99 },
        { memberId: 2, targetId: null },
      ]),
    ).toEqual([2, 8, 4]);
  });
  it('returns nothing for no targets', () => {
    expect(chainOrder([])).toEqual([]);
  });
});

describe('availablePlayers', () => {
  const players = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('hides players picked in other rows but keeps the row own pick', () => {
    expect(availablePlayers(players, [1, 2, null], 0).map((p) => p.id)).toEqual([1, 3]);
    expect(availablePlayers(players, [1, 2, null], 2).map((p) => p.id)).toEqual([3]);
  });
});

describe('moveItem', () => {
  it('moves up and down and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
