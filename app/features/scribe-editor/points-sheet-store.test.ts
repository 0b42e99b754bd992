import { describe, expect, it, vi } from 'vitest';
import { createEditStore } from './points-sheet-store';

describe('the edit store', () => {
  it('keeps a typed cell as an edit until it equals what was loaded again', () => {
    const store = createEditStore();
    store.type('1:10', '', 20); // cleared: 0 is a change from 20
    expect(store.count()).toBe(1);
    store.type('1:10', '20', 20);
    expect(store.count()).toBe(0);
  });

  it('keeps a cell that cannot be stored as an edit, counted as refused, even where 0 was loaded', () => {
    const store = createEditStore();
    store.type('1:10', '-5', 0);
    store.type('2:10', '1.5', 0);
    expect([store.count(), store.refused()]).toEqual([2, 2]);
    store.type('1:10', '5', 0);
    expect([store.count(), store.refused()]).toEqual([2, 1]);
  });

  it('tells its subscribers only when a count moves, not on every keystroke', () => {
    const store = createEditStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.type('1:10', '4', 0);
    expect(listener).toHaveBeenCalledTimes(1);
    store.type('1:10', '45', 0);
    expect(listener).toHaveBeenCalledTimes(1);
    store.type('1:10', '45-', 0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets, after a load, edits now stored and edits whose cell left the sheet', () => {
    const store = createEditStore();
    store.type('1:10', '7', 0);
    store.type('2:10', '-1', 0);
    store.type('3:10', '9', 0);
    store.prune(new Map([['1:10', 7]]), (key) => key !== '2:10');
    expect([...store.all().keys()]).toEqual(['3:10']);
    expect(store.refused()).toBe(0);
  });

  it('gives back what was typed in a cell, as typed, and nothing for a cell left alone', () => {
    const store = createEditStore();
    store.type('1:10', ' 07', 0);
    expect(store.typed('1:10')).toBe(' 07');
    expect(store.typed('2:10')).toBeUndefined();
  });

  it('stops telling a subscriber who unsubscribed', () => {
    const store = createEditStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.type('1:10', '4', 0);
    expect(listener).not.toHaveBeenCalled();
  });
});
