import { describe, expect, it } from 'vitest';
import { postgresPoolSize } from './pool-size';

describe('postgresPoolSize', () => {
  it('is two connections per core plus one when not set', () => {
    expect(postgresPoolSize(undefined, 2)).toBe(5);
    expect(postgresPoolSize(undefined, 8)).toBe(17);
  });

  it('is the setting when set, whatever the cores', () => {
    expect(postgresPoolSize(3, 2)).toBe(3);
    expect(postgresPoolSize(40, 2)).toBe(40);
  });
});
