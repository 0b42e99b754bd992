import { describe, expect, it } from 'vitest';
import { tryAgainIn } from './try-again';

describe('tryAgainIn', () => {
  it('says how long to wait in words', () => {
    expect(tryAgainIn(40)).toBe('Please try again in 40 seconds.');
    expect(tryAgainIn(1)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(0.2)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(119)).toBe('Please try again in 119 seconds.');
    expect(tryAgainIn(120)).toBe('Please try again in 2 minutes.');
    expect(tryAgainIn(541)).toBe('Please try again in 10 minutes.');
  });
});
