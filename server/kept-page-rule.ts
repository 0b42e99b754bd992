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
 * The kept page a request asks for: a GET without a query string (every distinct address would be kept) of a public
 * page with no cookie, or of a member page with the session cookie alone. Any other cookie but the development
 * issuer's (the test clock, say) may change the page, so it is rendered afresh.
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
 * What a kept copy must have been rendered under: the data's versions and the chapter's day (today's officers), the
 * second for the rush countdown, and the minute for a member page, whose prompts open and close to the minute.
 */
export function renderKey(page: KeptPage, versions: ChangeVersions, chapterDay: string, nowMs: number): string {
  if (page.audience === 'session') {
    return `${versions.public}|${versions.data}|${chapterDay}|${Math.floor(nowMs / 60_000)}`;
  }
  const second = page.page === '/rush' ? `|${Math.floor(nowMs / 1000)}` : '';
  return `${versions.public}|${chapterDay}${second}`;
}
