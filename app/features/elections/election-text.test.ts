import { describe, expect, it } from 'vitest';
import { localInputValue, momentText } from './election-text';

describe('election times', () => {
  it('read and are typed in Los Angeles, across daylight saving', () => {
    expect(momentText('2026-11-10T17:00:00Z')).toBe('Tue, Nov 10, 2026, 9:00 AM');
    expect(localInputValue('2026-11-10T17:00:00Z')).toBe('2026-11-10T09:00');
    expect(localInputValue('2026-07-01T07:00:00Z')).toBe('2026-07-01T00:00');
  });
});
