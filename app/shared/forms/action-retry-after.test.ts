import { describe, expect, it } from 'vitest';
import { keepActionRetryAfter } from './action-retry-after';

const args = (parent: HeadersInit, action: HeadersInit) => ({
  parentHeaders: new Headers(parent),
  actionHeaders: new Headers(action),
  loaderHeaders: new Headers(),
  errorHeaders: undefined,
});

describe('keepActionRetryAfter', () => {
  it("adds the action's Retry-After to the parent's headers", () => {
    const headers = keepActionRetryAfter(args({ 'Cache-Control': 'no-store' }, { 'Retry-After': '5', 'X-Other': 'x' }));
    expect([...headers]).toEqual([
      ['cache-control', 'no-store'],
      ['retry-after', '5'],
    ]);
  });

  it("keeps the parent's headers as they are when the action did not answer with one", () => {
    expect([...keepActionRetryAfter(args({ 'Retry-After': '60' }, {}))]).toEqual([['retry-after', '60']]);
  });
});
