import { sitePath } from '../text/safe-link';

/**
 * Why an officer page sent the browser home. Only two fixed notices exist, so an address cannot make the home page
 * say its own text, and the page to come back to must be a site path (`sitePath`).
 */
export type AccessNotice = { kind: 'sign-in'; next: string | null } | { kind: 'officers-only' };

const NOTICE = 'notice';
const NEXT = 'next';

/** Longer than any address of ours; a longer one is left out rather than cut. */
const MAX_NEXT_LENGTH = 1000;

function safeNext(value: string | null): string | null {
  if (!value || value.length > MAX_NEXT_LENGTH) return null;
  const url = sitePath(value);
  return url ? url.pathname + url.search : null;
}

/** The address of the home page carrying a notice. */
export function noticePath(notice: AccessNotice): string {
  const params = new URLSearchParams({ [NOTICE]: notice.kind });
  if (notice.kind === 'sign-in') {
    const next = safeNext(notice.next);
    if (next) params.set(NEXT, next);
  }
  return `/?${params}`;
}

/** The notice an address carries, or null when it carries none (or one this site never writes). */
export function readNotice(params: URLSearchParams): AccessNotice | null {
  switch (params.get(NOTICE)) {
    case 'sign-in':
      return { kind: 'sign-in', next: safeNext(params.get(NEXT)) };
    case 'officers-only':
      return { kind: 'officers-only' };
    default:
      return null;
  }
}
