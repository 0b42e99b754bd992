import { afterEach, describe, expect, it, vi } from 'vitest';
import { cryptoRandomInt, shuffle } from './shuffle';

describe('shuffle', () => {
  it('swaps each position with the index the source picks, from the end (Fisher-Yates)', () => {
    const picks = [0, 0, 0]; // i=3 -> 0, i=2 -> 0, i=1 -> 0
    expect(shuffle(['a', 'b', 'c', 'd'], () => picks.shift() as number)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('keeps the order when the source always picks the current index, and never mutates the input', () => {
    const input = [1, 2, 3, 4, 5];
    expect(shuffle(input, (n) => n - 1)).toEqual([1, 2, 3, 4, 5]);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks for a number below i + 1 for each i from the end down to 1', () => {
    const asked: number[] = [];
    shuffle([1, 2, 3, 4], (n) => (asked.push(n), 0));
    expect(asked).toEqual([4, 3, 2]);
  });

  it('handles empty and single lists', () => {
    expect(shuffle([], () => 0)).toEqual([]);
    expect(shuffle(['x'], () => 0)).toEqual(['x']);
  });

  it('reaches every order of three items equally often over all sources', () => {
    const counts = new Map<string, number>();
    for (const a of [0, 1, 2])
      for (const b of [0, 1]) {
        const picks = [a, b];
        const key = shuffle(['x', 'y', 'z'], () => picks.shift() as number).join('');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    expect(counts.size).toBe(6);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });
  it('keeps every item exactly once and leaves the input alone', () => {
    const input = Array.from({ length: 29 }, (_, i) => i);
    const out = shuffle(input);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 29 }, (_, i) => i));
  });

  it('gives different orders on different calls', () => {
    const input = Array.from({ length: 29 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 10 }, () => shuffle(input).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('puts each item first about equally often', () => {
    const firsts = [0, 0, 0];
    for (let n = 0; n < 3000; n++) firsts[shuffle([0, 1, 2])[0] as number]! += 1;
    for (const count of firsts) expect(count).toBeGreaterThan(850);
  });
});

describe('cryptoRandomInt', () => {
  it('stays within its bound', () => {
    for (let n = 0; n < 500; n++) {
      const value = cryptoRandomInt(7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
    }
  });

  describe('from a given sequence of raw draws', () => {
    afterEach(() => vi.restoreAllMocks());
    const draws = (...values: number[]) =>
      vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
        (array as Uint32Array)[0] = values.shift() as number;
        return array;
      });

    it('draws again rather than take a value from the uneven top of the range, which would favour small results', () => {
      // 2^32 = 3 * 1431655765 + 1: the single top value 2^32 - 1 would give 0 once more often than 1 or 2.
      const spy = draws(2 ** 32 - 1, 2 ** 32 - 2);
      expect(cryptoRandomInt(3)).toBe((2 ** 32 - 2) % 3);
      expect(spy).toHaveBeenCalledTimes(2);
    });

    it('takes the first draw below the even part of the range', () => {
      const spy = draws(7, 1);
      expect(cryptoRandomInt(5)).toBe(2);
      expect(spy).toHaveBeenCalledTimes(1);
    });
  });
});
