/**
 * Which addresses typed by officers and members may become links: `https://` addresses, and paths on this site.
 * Anything else (other schemes, `//host` and `/\host`, which browsers read as another site, backslashes, control
 * characters or spaces anywhere) is refused, and the caller shows the text instead of a link.
 */

// Any origin would do: a path is resolved against it and must not leave it.
const SITE = 'https://site.invalid';

/** Backslashes (browsers read them as slashes), whitespace and control characters (browsers drop some silently). */
// eslint-disable-next-line no-control-regex
const TRICKY = /[\\\s\u0000-\u001f\u007f-\u009f]/;

function parse(href: string, base?: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

/** An `https://` address to another site (any letter case in the scheme). */
export function isSafeExternalUrl(href: string): boolean {
  if (TRICKY.test(href) || !/^https:\/\//i.test(href)) return false;
  const url = parse(href);
  return url?.protocol === 'https:' && url.hostname !== '';
}

/** A path on this site: one leading slash, and resolving it does not leave the site. */
export function isSitePath(href: string): boolean {
  if (TRICKY.test(href) || !href.startsWith('/') || href.startsWith('//')) return false;
  return parse(href, SITE)?.origin === SITE;
}

export type SafeLink = { href: string; external: boolean };

/** The link to render for an address, or undefined when it must stay plain text. */
export function safeLink(href: string): SafeLink | undefined {
  if (isSitePath(href)) return { href, external: false };
  if (isSafeExternalUrl(href)) return { href, external: true };
  return undefined;
}
