/**
 * Which typed addresses may become links, and where sign-in may send a member back: `https://` addresses and site
 * paths only (the refused forms: app/shared/README.md); the caller shows anything else as text.
 */

// Any origin would do: a path is resolved against it and must not leave it.
const SITE = 'https://site.invalid';

/**
 * Browsers drop tabs, newlines and some invisible characters from addresses and treat a backslash as a slash, so
 * `/<TAB>/evil.example` becomes `//evil.example`, another site. None of these ever appears in an address of ours.
 */
const TRICKY = /[\s\\\p{Cc}\p{Cf}]/u;

/** Escaped, these are harmless to a browser but not to every proxy or server that decodes the path once more. */
const TRICKY_ESCAPE = /%(?:[01][0-9a-f]|7f|2f|5c)/i;

function parse(href: string, base?: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

/**
 * The name and `@` before an address's site (`https://site@evil.example` goes to evil.example), or undefined when
 * it has none. Read from the text as typed, after any number of slashes (browsers read `https:///site@evil.example`
 * as `https://site@evil.example`), so `https://@evil.example`, whose parsed address has no name left, counts too.
 */
export function userInfoOf(href: string): string | undefined {
  return /^https:\/{2,}([^/?#]*@)/i.exec(href)?.[1];
}

/** The address an `https://` link goes to (any letter case in the scheme), with no name and `@` before its site. */
function externalUrl(href: string): URL | undefined {
  if (TRICKY.test(href) || !/^https:\/\//i.test(href) || userInfoOf(href) !== undefined) return undefined;
  const url = parse(href);
  // The parser's own reading too, so that no way of writing a name before the site gets past the typed-text check.
  if (url?.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  return url;
}

/** An `https://` address to another site (any letter case in the scheme), with no name and `@` before the site. */
export function isSafeExternalUrl(href: string): boolean {
  return externalUrl(href) !== undefined;
}

/**
 * A path on this site, resolved as a browser would (its pathname, search and hash are what the browser goes to),
 * or undefined when the value is not one: it must start with one slash and resolve, dot segments and all, to a
 * path on this site that does not start with `//` either.
 */
export function sitePath(href: string): URL | undefined {
  if (TRICKY.test(href) || !href.startsWith('/')) return undefined;
  const url = parse(href, SITE);
  // `/x/..//evil.example` resolves to the path `//evil.example`, which, sent back as an address, is another site.
  if (url?.origin !== SITE || url.pathname.startsWith('//') || TRICKY_ESCAPE.test(url.pathname)) return undefined;
  return url;
}

/** Whether an address is a path on this site (see sitePath). */
export function isSitePath(href: string): boolean {
  return sitePath(href) !== undefined;
}

/**
 * The address a link goes to, written as the browser reads it (`HTTPS:///Example.org` is `https://example.org/`,
 * `/a/../rush` is `/rush`), so the page links exactly what was checked; undefined when it stays plain text.
 */
export function safeLinkHref(href: string): string | undefined {
  const path = sitePath(href);
  if (path !== undefined) return `${path.pathname}${path.search}${path.hash}`;
  return externalUrl(href)?.href;
}
