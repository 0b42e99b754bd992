import { describe, expect, it } from 'vitest';
import { cachingFor, PRIVATE_NO_STORE, setsCookie } from './member-caching-rule';

describe('cachingFor', () => {
  it("keeps a signed-out visitor's caching as the route declared it", () => {
    expect(cachingFor(undefined, false)).toBeUndefined();
    expect(cachingFor('no-cache', false)).toBe('no-cache');
  });

  it("makes every member's answer private and unstored, whatever the route declared", () => {
    expect(cachingFor(undefined, true)).toBe(PRIVATE_NO_STORE);
    expect(cachingFor('no-cache', true)).toBe(PRIVATE_NO_STORE);
    expect(cachingFor('private, no-cache', true)).toBe(PRIVATE_NO_STORE);
    expect(cachingFor('max-age=3600', true)).toBe(PRIVATE_NO_STORE);
  });

  it('leaves an answer its route declared public, the same for everyone', () => {
    const picture = 'public, max-age=31536000, immutable';
    expect(cachingFor(picture, true)).toBe(picture);
  });
});

describe('setsCookie', () => {
  it('finds the named cookie among the lines Node holds, and no other', () => {
    expect(setsCookie(['__ue_signin=; Max-Age=0', '__ue_session=abc; Path=/'], '__ue_session')).toBe(true);
    expect(setsCookie('__ue_session=abc; Path=/', '__ue_session')).toBe(true);
    expect(setsCookie('x__ue_session=abc', '__ue_session')).toBe(false);
    expect(setsCookie(undefined, '__ue_session')).toBe(false);
  });
});
