import { describe, expect, it } from 'vitest';
import { withinBudget } from './budgets';
import { figures } from './lighthouse';

const lhr = {
  categories: { performance: { score: 0.97 } },
  audits: {
    'largest-contentful-paint': { numericValue: 1850 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'total-blocking-time': { numericValue: 40 },
    'network-requests': {
      details: {
        items: [
          { url: 'http://localhost:4000/', resourceType: 'Document', transferSize: 9000 },
          { url: 'http://localhost:4000/assets/a.js', resourceType: 'Script', transferSize: 60_000 },
          { url: 'http://localhost:4000/assets/b.js', resourceType: 'Script', transferSize: 40_000 },
          { url: 'https://cdn.example.com/x.js', resourceType: 'Script', transferSize: 5000 },
          { url: 'data:image/png;base64,AAAA', resourceType: 'Image', transferSize: 0 },
        ],
      },
    },
  },
};

describe('figures', () => {
  it('reads the score, paint, shift and blocking time, and sums script bytes and foreign hosts', () => {
    expect(figures(lhr, 'http://localhost:4000')).toEqual({
      score: 97,
      lcpMs: 1850,
      cls: 0.01,
      tbtMs: 40,
      jsBytes: 105_000,
      thirdParty: 1,
    });
  });
});

describe('withinBudget', () => {
  it('holds each figure to its budget', () => {
    expect(withinBudget('score', 98)).toBe(true);
    expect(withinBudget('score', 97)).toBe(false);
    expect(withinBudget('lcpMs', 1500)).toBe(true);
    expect(withinBudget('lcpMs', 1501)).toBe(false);
    expect(withinBudget('cls', 0)).toBe(true);
    expect(withinBudget('cls', 0.001)).toBe(false);
    expect(withinBudget('jsBytes', 120 * 1024)).toBe(true);
    expect(withinBudget('jsBytes', 120 * 1024 + 1)).toBe(false);
    expect(withinBudget('thirdParty', 1)).toBe(false);
  });
});
