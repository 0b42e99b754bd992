import { describe, expect, it } from 'vitest';
import { yearIn } from './chapter-year';

describe('yearIn', () => {
  it('is still the old year in California when UTC has reached New Year', () => {
    expect(yearIn('America/Los_Angeles', new Date('2027-01-01T05:00:00Z'))).toBe(2026);
    expect(yearIn('UTC', new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });
});
