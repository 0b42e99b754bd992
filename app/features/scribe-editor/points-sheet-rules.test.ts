import { describe, expect, it } from 'vitest';
import { cellKey, changedCells, MAX_POINTS, matchesSearch, parsePoints, rowTotal } from './points-sheet-rules';

describe('parsePoints', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['-5', 0],
    ['0', 0],
    ['7', 7],
    [' 42 ', 42],
    ['3.9', 3],
    ['1e3', 1000],
    ['Infinity', 0],
    [String(MAX_POINTS + 1), MAX_POINTS],
  ])('reads %j as %i', (raw, expected) => {
    expect(parsePoints(raw)).toBe(expected);
  });
});

describe('rowTotal', () => {
  it('is the sum of the parsed cells', () => {
    expect(rowTotal(['10', '', 'x', '5', '-3'])).toBe(15);
    expect(rowTotal([])).toBe(0);
  });
});

describe('changedCells', () => {
  const loaded = new Map([
    [cellKey(1, 10), 50],
    [cellKey(2, 10), 20],
  ]);

  it('keeps only cells whose parsed value differs from what was loaded, with the loaded value', () => {
    const typed = new Map([
      [cellKey(1, 10), ' 50 '], // unchanged once parsed
      [cellKey(2, 10), ''], // cleared: 20 -> 0
      [cellKey(1, 11), '0'], // 0 -> 0, missing counts as 0
      [cellKey(2, 11), '7'], // new
    ]);
    expect(changedCells(loaded, typed, [1, 2], [10, 11])).toEqual([
      { memberId: 2, eventId: 10, points: 0, was: 20 },
      { memberId: 2, eventId: 11, points: 7, was: 0 },
    ]);
  });

  it('drops cells of members or events no longer on the sheet', () => {
    const typed = new Map([
      [cellKey(3, 10), '5'],
      [cellKey(1, 99), '5'],
    ]);
    expect(changedCells(loaded, typed, [1, 2], [10, 11])).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('matches every word anywhere in the name, ignoring case', () => {
    expect(matchesSearch('Ada Lovelace', '')).toBe(true);
    expect(matchesSearch('Ada Lovelace', 'love')).toBe(true);
    expect(matchesSearch('Ada Lovelace', 'LACE ada')).toBe(true);
    expect(matchesSearch('Ada Lovelace', 'ada babbage')).toBe(false);
  });
});
