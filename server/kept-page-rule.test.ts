import { describe, expect, it } from 'vitest';
import { keptPageOf, renderKey, type KeptPage } from './kept-page-rule';

const visit = { method: 'GET', path: '/', search: '', cookie: undefined };
const session = '__ue_session=abc.def';

describe('keptPageOf', () => {
  it('answers every public page visited without a cookie or a query string with the visitors’ copy', () => {
    for (const path of ['/', '/about-us', '/meet-the-brothers', '/alumni', '/rush'])
      expect(keptPageOf({ ...visit, path })).toEqual({ page: path, audience: 'visitor' });
  });

  it('ignores the development issuer’s own cookies, which no page reads', () => {
    const issuer = 'dev_oidc_session=x; dev_oidc_session.sig=y';
    expect(keptPageOf({ ...visit, cookie: issuer })).toEqual({ page: '/', audience: 'visitor' });
    expect(keptPageOf({ ...visit, path: '/dashboard', cookie: `${issuer}; ${session}` })).toEqual({
      page: '/dashboard',
      audience: 'session',
    });
    expect(keptPageOf({ ...visit, path: '/dashboard', cookie: `${issuer}; test-clock=1` })).toBeNull();
  });

  it('renders a public page afresh for any cookie, since a session or a test clock changes the page', () => {
    expect(keptPageOf({ ...visit, cookie: session })).toBeNull();
    expect(keptPageOf({ ...visit, cookie: 'test-clock=2027-01-01T08%3A00%3A00Z' })).toBeNull();
    expect(keptPageOf({ ...visit, cookie: 'anything=1' })).toBeNull();
  });

  it('answers the dashboard with a session’s own copy only when the session cookie is the only cookie', () => {
    const dashboard = { ...visit, path: '/dashboard' };
    expect(keptPageOf({ ...dashboard, cookie: session })).toEqual({ page: '/dashboard', audience: 'session' });
    expect(keptPageOf({ ...dashboard, cookie: ` ${session}` })).toEqual({ page: '/dashboard', audience: 'session' });
    expect(keptPageOf(dashboard)).toBeNull(); // signed out: the site sends them to sign in
    expect(keptPageOf({ ...dashboard, cookie: `${session}; test-clock=2027-01-01T08%3A00%3A00Z` })).toBeNull();
    expect(keptPageOf({ ...dashboard, cookie: 'other=1' })).toBeNull();
  });

  it('renders afresh for a query string (the home page notices) and for anything but GET', () => {
    expect(keptPageOf({ ...visit, search: '?notice=sign-in&next=%2Fadmin' })).toBeNull();
    expect(keptPageOf({ ...visit, path: '/dashboard', cookie: session, search: '?x=1' })).toBeNull();
    expect(keptPageOf({ ...visit, method: 'HEAD' })).toBeNull();
    expect(keptPageOf({ ...visit, method: 'POST' })).toBeNull();
    expect(keptPageOf({ ...visit, path: '/dashboard', cookie: session, method: 'POST' })).toBeNull();
  });

  it('leaves other pages and data requests alone', () => {
    for (const path of ['/login', '/about-us.data', '/rush/', '/media/x', '/dashboard.data', '/scribe-editor']) {
      expect(keptPageOf({ ...visit, path })).toBeNull();
      expect(keptPageOf({ ...visit, path, cookie: session })).toBeNull();
    }
  });
});

describe('renderKey', () => {
  const aboutUs: KeptPage = { page: '/about-us', audience: 'visitor' };
  const versions = { public: '3:10', data: '7:40' };

  it('changes with the public version and with the day in the chapter time zone', () => {
    const key = renderKey(aboutUs, versions, '2026-11-25', 0);
    expect(renderKey(aboutUs, { ...versions, public: '3:11' }, '2026-11-25', 0)).not.toBe(key);
    expect(renderKey(aboutUs, versions, '2026-11-26', 0)).not.toBe(key);
    expect(renderKey(aboutUs, versions, '2026-11-25', 5_000)).toBe(key);
    expect(renderKey(aboutUs, { ...versions, data: '7:41' }, '2026-11-25', 0)).toBe(key); // points show nowhere public
  });

  it('changes every second on the rush page, whose countdown the server renders', () => {
    const rush: KeptPage = { page: '/rush', audience: 'visitor' };
    expect(renderKey(rush, versions, 'd', 1_000)).toBe(renderKey(rush, versions, 'd', 1_999));
    expect(renderKey(rush, versions, 'd', 2_000)).not.toBe(renderKey(rush, versions, 'd', 1_999));
  });

  it('changes a member page with either version, the day and the minute', () => {
    const dashboard: KeptPage = { page: '/dashboard', audience: 'session' };
    const key = renderKey(dashboard, versions, 'd', 60_000);
    expect(renderKey(dashboard, versions, 'd', 119_999)).toBe(key);
    expect(renderKey(dashboard, versions, 'd', 120_000)).not.toBe(key);
    expect(renderKey(dashboard, { ...versions, data: '7:41' }, 'd', 60_000)).not.toBe(key);
    expect(renderKey(dashboard, { ...versions, public: '3:11' }, 'd', 60_000)).not.toBe(key);
    expect(renderKey(dashboard, versions, 'e', 60_000)).not.toBe(key);
  });
});
