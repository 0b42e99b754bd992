import { describe, expect, it } from 'vitest';
import { broDateGroupSizes, groupForBroDates } from './group-sizes';

describe('broDateGroupSizes', () => {
  it('follows the rule exactly for small counts', () => {
    expect(broDateGroupSizes(0)).toEqual([]);
    expect(broDateGroupSizes(1)).toEqual([1]);
    expect(broDateGroupSizes(3)).toEqual([3]);
    expect(broDateGroupSizes(4)).toEqual([4]);
    expect(broDateGroupSizes(5)).toEqual([5]);
    expect(broDateGroupSizes(6)).toEqual([4, 2]);
    expect(broDateGroupSizes(9)).toEqual([4, 5]);
    expect(broDateGroupSizes(11)).toEqual([4, 4, 3]);
    expect(broDateGroupSizes(13)).toEqual([4, 4, 5]);
    expect(broDateGroupSizes(34)).toEqual([4, 5, 5, 5, 5, 5, 5]);
  });

  it('covers every member once for 0..40, taking 5 only from a multiple of 5 and a short group only last', () => {
    for (let n = 0; n <= 40; n++) {
      const sizes = broDateGroupSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      let remaining = n;
      sizes.forEach((size, i) => {
        if (remaining < 4) expect(size).toBe(remaining);
        else expect(size).toBe(remaining % 5 === 0 ? 5 : 4);
        if (size < 4) expect(i).toBe(sizes.length - 1);
        remaining -= size;
      });
    }
  });
});

describe('groupForBroDates', () => {
  it('keeps the given order and splits by the sizes', () => {
    expect(groupForBroDates(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f'],
    ]);
  });
});
