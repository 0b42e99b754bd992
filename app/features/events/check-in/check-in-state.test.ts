import { describe, expect, it } from 'vitest';
import { checkInOpensFrom, closesByItselfAt } from './check-in-state';

describe('check-in state', () => {
  it('closes by itself at the end plus the grace minutes', () => {
    expect(closesByItselfAt('2026-11-26T05:00:00.000Z', 15).toISOString()).toBe('2026-11-26T05:15:00.000Z');
    expect(closesByItselfAt('2026-11-26T05:00:00.000Z', 0).toISOString()).toBe('2026-11-26T05:00:00.000Z');
  });

  it('may be started from an hour before the event begins', () => {
    expect(checkInOpensFrom(new Date('2026-11-26T03:00:00.000Z')).toISOString()).toBe('2026-11-26T02:00:00.000Z');
  });
});
