import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter';

function clock(start = 1_000_000) {
  const c = { time: start, now: () => c.time };
  return c;
}

describe('createRateLimiter', () => {
  it('allows max uses per key and window, then tells how long to wait until the window ends', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 3, now: c.now });
    expect([1, 2, 3].map(() => limiter.hit('a'))).toEqual([null, null, null]);
    expect(limiter.hit('a')).toBe(60);
    c.time += 20_500;
    expect(limiter.hit('a')).toBe(40);
    c.time += 39_500;
    expect(limiter.hit('a')).toBeNull();
  });

  it('tells the uses a key has left and when its window ends, without counting', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 600_000, max: 3, now: c.now });
    expect(limiter.left('a')).toEqual({ uses: 3, seconds: 600 });
    limiter.hit('a');
    c.time += 60_000;
    limiter.hit('a');
    expect(limiter.left('a')).toEqual({ uses: 1, seconds: 540 });
    limiter.hit('a');
    limiter.hit('a');
    expect(limiter.left('a')).toEqual({ uses: 0, seconds: 540 });
    c.time += 540_000;
    expect(limiter.left('a')).toEqual({ uses: 3, seconds: 600 });
  });

  it('gives every key its own budget', () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, now: clock().now });
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.hit('b')).toBeNull();
  });

  it('reports a used-up key without counting, so only the uses that matter spend the budget', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 600_000, max: 2, now: c.now });
    for (let i = 0; i < 50; i++) expect(limiter.wait('a')).toBeNull();
    limiter.hit('a');
    expect(limiter.wait('a')).toBeNull();
    limiter.hit('a');
    expect(limiter.wait('a')).toBe(600);
    expect(limiter.wait('b')).toBeNull();
    c.time += 600_000;
    expect(limiter.wait('a')).toBeNull();
  });

  it('never asks to wait less than a second', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: c.now });
    limiter.hit('a');
    c.time += 999.9;
    expect(limiter.hit('a')).toBe(1);
  });

  it('forgets ended windows as new ones start', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, maxKeys: 3, now: c.now });
    ['old-1', 'old-2', 'old-3'].forEach((key) => limiter.hit(key));
    expect(limiter.size()).toBe(3);
    c.time += 1000;
    limiter.hit('new');
    expect(limiter.size()).toBe(1);
  });

  it('never holds more than maxKeys: when every window is still open, the oldest key is dropped', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, maxKeys: 3, now: c.now });
    for (let i = 0; i < 1000; i++) {
      limiter.hit(`key-${i}`);
      expect(limiter.size()).toBeLessThanOrEqual(3);
    }
    // The three newest keys are still counted; the oldest were dropped.
    expect(['key-997', 'key-998', 'key-999'].map((key) => limiter.wait(key))).toEqual([60, 60, 60]);
    expect(limiter.wait('key-0')).toBeNull();
  });

  it('treats a key whose window ended as new, so it is not dropped ahead of older ones', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, maxKeys: 2, now: c.now });
    limiter.hit('a');
    c.time += 500;
    limiter.hit('b');
    c.time += 500;
    limiter.hit('a'); // a's window ended: it starts again, after b's
    limiter.hit('c'); // full: b, the oldest open window, goes
    expect([limiter.wait('a'), limiter.wait('b'), limiter.wait('c')]).toEqual([1, null, 1]);
  });

  it('holds 10,000 keys unless told otherwise', () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, now: clock().now });
    for (let i = 0; i < 10_050; i++) limiter.hit(`key-${i}`);
    expect(limiter.size()).toBe(10_000);
  });

  it("reads the machine's clock at each use when given no clock", () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1 });
    const clockNow = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      limiter.hit('a');
      clockNow.mockReturnValue(1_030_000);
      expect(limiter.hit('a')).toBe(30);
      clockNow.mockReturnValue(1_060_000);
      expect(limiter.hit('a')).toBeNull();
    } finally {
      clockNow.mockRestore();
    }
  });
});
