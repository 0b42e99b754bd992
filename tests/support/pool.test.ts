import { describe, expect, it } from 'vitest';
import { inPool } from './pool';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a pool', () => {
  it('runs at most its size at once, starts the next as one ends, and answers in the items order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await inPool([30, 5, 5, 5], 2, async (ms) => {
      started.push(ms);
      running += 1;
      most = Math.max(most, running);
      await sleep(ms);
      running -= 1;
      return ms * 2;
    });
    expect(most).toBe(2);
    expect(started).toEqual([30, 5, 5, 5]);
    expect(results).toEqual([60, 10, 10, 10]);
  });

  it('answers nothing for no items', async () => {
    expect(await inPool([], 3, () => Promise.resolve(1))).toEqual([]);
  });
});
