/**
 * Which requests are answered with a page kept in memory, and under which key (see kept-pages.ts and
 * docs/decisions/0009-public-page-cache.md). Pure, so the rules are tested on their own.
 */
import { DEV_ISSUER_COOKIE_PREFIX, SESSION_COOKIE } from '../app/shared/session/cookie-names';

/** The pages a signed-out visitor gets, by path: the same for every such visitor at one moment. */
export const PUBLIC_PAGES = ['/', '/about-us', '/meet-the-brothers', '/alumni', '/rush'] as const;

/** The page members open most and reload to see their points: one copy per session. */
export const MEMBER_PAGES = ['/dashboard'] as const;

export interface PageRequest {
  method: string;
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
  cookie: string | undefined;
}

/** A page that may come from memory, and whether it is the visitors' copy or a session's own. */
export interface KeptPage {
  page: string;
  audience: 'visitor' | 'session';
}

/**
 * The kept page a request asks for, when its answer may come from memory: a GET without a query string (the home
 * page's notices live there, and every distinct address would otherwise be kept) of a public page with no cookie a
 * page reads, or of a member page with the session cookie and no other such cookie. Any cookie but the session's
 * and the development issuer's (an end-to-end test's clock, whatever a later feature sets) may change the page, so
 * it is rendered afresh.
 */
export function keptPageOf(request: PageRequest): KeptPage | null {
  if (request.method !== 'GET' || request.search !== '') return null;
  const { path } = request;
  const names = cookieNames(request.cookie).filter((name) => !name.startsWith(DEV_ISSUER_COOKIE_PREFIX));
  if (names.length === 0) return isOneOf(PUBLIC_PAGES, path) ? { page: path, audience: 'visitor' } : null;
  if (isOneOf(MEMBER_PAGES, path) && names.length === 1 && names[0] === SESSION_COOKIE) {
    return { page: path, audience: 'session' };
  }
  return null;
}

function isOneOf(pages: readonly string[], path: string): boolean {
  return pages.includes(path);
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** What a kept page shows may change with: the public pages' data, and everything else a member's page shows. */
export interface ChangeVersions {
  public: string;
  data: string;
}

/**
 * What a kept copy must have been rendered under to be served: the versions of the data it shows, the day in the
 * chapter's time zone (today's officers, the year) and, for the rush page whose countdown counts seconds on the
 * server, the second. A member page also follows the minute: its check-in and election prompts open and close at
 * times set to the minute.
 */
export function renderKey(page: KeptPage, versions: ChangeVersions, chapterDay: string, nowMs: number): string {
  if (page.audience === 'session') {
    return `${versions.public}|${versions.data}|${chapterDay}|${Math.floor(nowMs / 60_000)}`;
  }
  const second = page.page === '/rush' ? `|${Math.floor(nowMs / 1000)}` : '';
  return `${versions.public}|${chapterDay}${second}`;
}
