import { describe, expect, it } from 'vitest';
import {
  cellOrigin,
  eventStage,
  cellKey,
  changedCells,
  editsHiddenBySearch,
  MAX_POINTS,
  matchesSearch,
  readPoints,
  rowTotal,
  shownPoints,
} from './points-sheet-rules';

describe('readPoints: a cell stores exactly what it shows, or is refused', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['7', 7],
    [' 42 ', 42],
    ['007', 7],
    [String(MAX_POINTS), MAX_POINTS],
  ])('stores %j as %i', (raw, expected) => {
    expect(readPoints(raw)).toBe(expected);
  });

  it.each([
    '-5',
    '-0',
    '1.5',
    '3.0',
    '1e3',
    'abc',
    '12abc',
    '2,5',
    '+4',
    'Infinity',
    '0x10',
    '١٢',
    String(MAX_POINTS + 1),
  ])('refuses %j instead of rounding, clamping or reading it as 0', (raw) => {
    expect(readPoints(raw)).toBeNull();
  });
});

describe('shownPoints', () => {
  it('shows what will be stored once the officer moves on: a cleared cell shows 0', () => {
    expect(shownPoints('')).toBe('0');
    expect(shownPoints(' 007 ')).toBe('7');
    expect(shownPoints('150')).toBe('150');
  });

  it('leaves a value that cannot be stored as typed, so the officer sees what to fix', () => {
    expect(shownPoints('-5')).toBe('-5');
    expect(shownPoints('1.5')).toBe('1.5');
  });
});

describe('rowTotal', () => {
  it('is the sum of the stored cells, an empty cell counting as 0', () => {
    expect(rowTotal(['10', '', '5', '0'])).toBe(15);
    expect(rowTotal([])).toBe(0);
  });

  it('is unknown (null) while a cell of the row cannot be stored', () => {
    expect(rowTotal(['10', '-3', '5'])).toBeNull();
  });
});

describe('changedCells', () => {
  const loaded = new Map([
    [cellKey(1, 10), 50],
    [cellKey(2, 10), 20],
  ]);

  it('keeps only cells whose stored value differs from what was loaded, with the loaded value', () => {
    const typed = new Map([
      [cellKey(1, 10), ' 50 '], // unchanged
      [cellKey(2, 10), ''], // cleared: 20 -> 0
      [cellKey(1, 11), '0'], // 0 -> 0, missing counts as 0
      [cellKey(2, 11), '7'], // new
    ]);
    expect(changedCells(loaded, typed, [1, 2], [10, 11])).toEqual({
      cells: [
        { memberId: 2, eventId: 10, points: 0, was: 20 },
        { memberId: 2, eventId: 11, points: 7, was: 0 },
      ],
      refused: 0,
    });
  });

  it('counts the cells that cannot be stored, and never sends them', () => {
    const typed = new Map([
      [cellKey(1, 10), '-5'],
      [cellKey(2, 10), '1.5'],
      [cellKey(1, 11), '9'],
    ]);
    expect(changedCells(loaded, typed, [1, 2], [10, 11])).toEqual({
      cells: [{ memberId: 1, eventId: 11, points: 9, was: 0 }],
      refused: 2,
    });
  });

  it('drops cells of members or events no longer on the sheet', () => {
    const typed = new Map([
      [cellKey(3, 10), '5'],
      [cellKey(1, 99), '-5'],
    ]);
    expect(changedCells(loaded, typed, [1, 2], [10, 11])).toEqual({ cells: [], refused: 0 });
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

describe('editsHiddenBySearch', () => {
  const names = new Map([
    [1, 'Ada Lovelace'],
    [2, 'Charles Babbage'],
    [3, 'Grace Hopper'],
  ]);

  it('counts the typed cells in rows the search hides', () => {
    const typed = new Map([
      [cellKey(1, 10), '5'],
      [cellKey(2, 10), '6'],
      [cellKey(2, 11), '7'],
    ]);
    expect(editsHiddenBySearch(typed, names, 'ada')).toBe(2);
    expect(editsHiddenBySearch(typed, names, 'grace')).toBe(3);
  });

  it('does not count a row kept in view by a cell that cannot be stored', () => {
    const typed = new Map([
      [cellKey(2, 10), '-1'],
      [cellKey(2, 11), '7'],
      [cellKey(3, 10), '8'],
    ]);
    expect(editsHiddenBySearch(typed, names, 'ada')).toBe(1);
  });

  it('counts the cells of a member no longer named on the sheet as hidden by any search', () => {
    const typed = new Map([[cellKey(9, 10), '5']]);
    expect(editsHiddenBySearch(typed, names, 'e')).toBe(1);
    expect(editsHiddenBySearch(typed, names, '')).toBe(0);
  });
});

describe('eventStage', () => {
  it('is to come before the start, under way until the end, and ended from the end', () => {
    const [start, end] = [new Date('2026-11-27T03:00:00Z'), new Date('2026-11-27T05:00:00Z')];
    expect(eventStage(start, end, new Date('2026-11-27T02:59:59Z'))).toBe('to-come');
    expect(eventStage(start, end, start)).toBe('under-way');
    expect(eventStage(start, end, new Date('2026-11-27T04:59:59Z'))).toBe('under-way');
    expect(eventStage(start, end, end)).toBe('ended');
  });
});

describe("cellOrigin: where a cell's number came from", () => {
  it('is set by hand whatever attendance says, since attendance leaves such a cell alone', () => {
    expect(cellOrigin(true, 'excused', 'ended')).toBe('by-hand');
    expect(cellOrigin(true, undefined, 'to-come')).toBe('by-hand');
  });

  it("is the member's mark at the event: checked in, attended on the roster or excused", () => {
    expect(cellOrigin(false, 'checked-in', 'ended')).toBe('checked-in');
    expect(cellOrigin(false, 'attended', 'under-way')).toBe('attended');
    expect(cellOrigin(false, 'excused', 'to-come')).toBe('excused');
  });

  it('is absent without a mark once the event has ended, and nothing while it is to come or under way', () => {
    expect(cellOrigin(false, undefined, 'ended')).toBe('absent');
    expect(cellOrigin(false, undefined, 'under-way')).toBeNull();
    expect(cellOrigin(false, undefined, 'to-come')).toBeNull();
  });
});
