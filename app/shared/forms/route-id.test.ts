import { describe, expect, it } from 'vitest';
import { routeId } from './route-id';

/** The status and body of what `routeId` threw. */
function thrown(value: string | undefined, gone?: string) {
  try {
    routeId(value, gone);
  } catch (error) {
    const { data, init } = error as { data: unknown; init: ResponseInit };
    return { status: init.status, data };
  }
  throw new Error(`routeId(${value}) did not refuse`);
}

describe('routeId', () => {
  it('reads a whole number the database can hold', () => {
    expect([routeId('1'), routeId('42'), routeId('2147483647')]).toEqual([1, 42, 2147483647]);
  });

  it.each([undefined, '', '0', '-3', '1.5', '1e3', ' 7', '0x10', '2147483648', 'abc'])(
    'answers 404 for %j',
    (value) => {
      expect(thrown(value).status).toBe(404);
    },
  );

  it('carries the page’s own text for a missing record', () => {
    expect(thrown('x', 'This event no longer exists.')).toEqual({ status: 404, data: 'This event no longer exists.' });
  });
});
