import { signInOverHttp } from '../support/http-sign-in';
import { baseURL } from '../../playwright.config';
import { expect, test } from './fixtures';

const PRIVATE = 'private, no-store';

/** Every page a member may open: its HTML carries the member's name and email, officer pages everyone's. */
const MEMBER_PAGES = [
  '/dashboard',
  '/family-tree',
  '/admin',
  '/admin/user-management',
  '/admin/bro-dates',
  '/admin/spoon-assassins',
  '/admin/content',
  '/scribe-editor',
  '/about-us',
  '/rush',
  '/alumni',
  '/',
];

/** React Router's data request for a page: what a client-side navigation to it fetches. */
const dataPath = (pathname: string) => (pathname === '/' ? '/_root.data' : `${pathname}.data`);

test.describe('answers rendered for a signed-in member are never stored', () => {
  let cookie = '';
  let memberCookie = '';
  test.beforeAll(async () => {
    cookie = await signInOverHttp(baseURL, 'webmaster@example.org');
    memberCookie = await signInOverHttp(baseURL, 'member@example.org');
  });

  for (const pathname of MEMBER_PAGES) {
    test(`${pathname} and its data request`, async ({ request }) => {
      const page = await request.get(pathname, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(page.status()).toBe(200);
      expect(page.headers()['cache-control']).toBe(PRIVATE);
      const data = await request.get(dataPath(pathname), { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(data.status()).toBe(200);
      expect(data.headers()['cache-control']).toBe(PRIVATE);
    });
  }

  test('the roster export', async ({ request }) => {
    const response = await request.get('/admin/user-management/export', { headers: { Cookie: cookie } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(PRIVATE);
  });

  test('redirects issued to a member', async ({ request }) => {
    const login = await request.get('/login', { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    expect(login.headers()['cache-control']).toBe(PRIVATE);
    const refused = await request.get('/admin/bro-dates', { headers: { Cookie: memberCookie }, maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers()['cache-control']).toBe(PRIVATE);
  });
});

test('pages for signed-out visitors keep their own caching', async ({ request }) => {
  const expected: Record<string, string | undefined> = {
    '/about-us': undefined,
    '/meet-the-brothers': undefined,
    '/rush': 'no-cache',
    '/alumni': 'private, no-cache',
    '/': 'private, no-store',
  };
  for (const [pathname, caching] of Object.entries(expected)) {
    expect((await request.get(pathname)).headers()['cache-control'], pathname).toBe(caching);
    expect((await request.get(dataPath(pathname))).headers()['cache-control'], `${pathname} data`).toBe(caching);
  }
});
