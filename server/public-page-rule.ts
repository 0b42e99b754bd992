/**
 * Which requests the public pages' cache answers, and under which key (see public-page-cache.ts and
 * docs/decisions/0009-public-page-cache.md). Pure, so the rules are tested on their own.
 */

/** The pages a signed-out visitor gets, by path: the same for every such visitor at one moment. */
export const PUBLIC_PAGES = ['/', '/about-us', '/meet-the-brothers', '/alumni', '/rush'] as const;

export interface PageRequest {
  method: string;
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
  cookie: string | undefined;
}

/**
 * The public page a request asks for, when its answer may come from memory: a GET of one of the pages with no
 * query string (the home page's notices live there, and every distinct address would otherwise be kept) and no
 * cookie at all (a session, an end-to-end test's clock: whatever a cookie might change is rendered afresh).
 */
export function cachedPageOf(request: PageRequest): (typeof PUBLIC_PAGES)[number] | null {
  if (request.method !== 'GET' || request.search !== '' || request.cookie) return null;
  return PUBLIC_PAGES.find((page) => page === request.path) ?? null;
}

/**
 * What a kept copy must have been rendered under to be served: the data's version, the day in the chapter's time
 * zone (today's officers, the year) and, for the rush page whose countdown counts seconds on the server, the
 * second.
 */
export function renderKey(page: string, version: string, chapterDay: string, nowMs: number): string {
  const second = page === '/rush' ? `|${Math.floor(nowMs / 1000)}` : '';
  return `${version}|${chapterDay}${second}`;
}
