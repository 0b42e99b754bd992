import { describe, expect, it } from 'vitest';
import { cryptoRandomInt, shuffle } from './shuffle';

describe('shuffle', () => {
  it('swaps each position with the index the random source picks (Fisher-Yates)', () => {
    // i=3 picks 0, i=2 picks 2, i=1 picks 0: [a,b,c,d] -> [d,b,c,a] -> [d,b,c,a] -> [b,d,c,a]
    const picks = [0, 2, 0];
    expect(shuffle(['a', 'b', 'c', 'd'], () => picks.shift() as number)).toEqual(['b', 'd', 'c', 'a']);
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
});
