import { describe, expect, it } from 'vitest';
import { cachedPageOf, renderKey } from './public-page-rule';

const visit = { method: 'GET', path: '/', search: '', cookie: undefined };

describe('cachedPageOf', () => {
  it('answers every public page visited without a cookie or a query string', () => {
    for (const path of ['/', '/about-us', '/meet-the-brothers', '/alumni', '/rush'])
      expect(cachedPageOf({ ...visit, path })).toBe(path);
  });

  it('renders afresh for any cookie, since a session or a test clock changes the page', () => {
    expect(cachedPageOf({ ...visit, cookie: '__ue_session=abc' })).toBeNull();
    expect(cachedPageOf({ ...visit, cookie: 'test-clock=2027-01-01T08%3A00%3A00Z' })).toBeNull();
    expect(cachedPageOf({ ...visit, cookie: 'anything=1' })).toBeNull();
  });

  it('renders afresh for a query string (the home page notices) and for anything but GET', () => {
    expect(cachedPageOf({ ...visit, search: '?notice=sign-in&next=%2Fadmin' })).toBeNull();
    expect(cachedPageOf({ ...visit, method: 'HEAD' })).toBeNull();
    expect(cachedPageOf({ ...visit, method: 'POST' })).toBeNull();
  });

  it('leaves other pages and data requests alone', () => {
    for (const path of ['/dashboard', '/login', '/about-us.data', '/rush/', '/media/x'])
      expect(cachedPageOf({ ...visit, path })).toBeNull();
  });
});

describe('renderKey', () => {
  it('changes with the version and with the day in the chapter time zone', () => {
    const key = renderKey('/about-us', '3:10', '2026-11-25', 0);
    expect(renderKey('/about-us', '3:11', '2026-11-25', 0)).not.toBe(key);
    expect(renderKey('/about-us', '3:10', '2026-11-26', 0)).not.toBe(key);
    expect(renderKey('/about-us', '3:10', '2026-11-25', 5_000)).toBe(key);
  });

  it('changes every second on the rush page, whose countdown the server renders', () => {
    expect(renderKey('/rush', 'v', 'd', 1_000)).toBe(renderKey('/rush', 'v', 'd', 1_999));
    expect(renderKey('/rush', 'v', 'd', 2_000)).not.toBe(renderKey('/rush', 'v', 'd', 1_999));
  });
});
