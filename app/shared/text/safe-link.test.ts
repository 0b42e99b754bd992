import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, isSitePath, safeLinkHref, sitePath } from './safe-link';

describe('safeLinkHref', () => {
  it('links https addresses and site paths', () => {
    for (const href of ['https://forms.gle/x', 'HTTPS://Example.org/a', '/rush', '/about-us#history']) {
      expect({ href, link: safeLinkHref(href) !== undefined }).toEqual({ href, link: true });
    }
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/x\\..\\..\\evil',
    'https:\\\\evil.example',
    'https:/evil.example',
    'https:evil.example',
    'java\tscript:alert(1)',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'http://example.org',
    'ftp://example.org',
    ' https://example.org',
    'https://example.org ',
    'https://exa mple.org',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000x',
    '/\u200bx',
    '/%5Cx',
    '/%5C%5Cevil.example',
    '/%2F%2Fevil.example',
    '/rush/%2fevil.example',
    '/%09/evil.example',
    '/x/..//evil.example',
    'https://example.org/\u0007',
    '&#47;&#47;evil.example',
    '&#x2F;/evil.example',
    'rush',
    '',
    'https://',
    'https://site@evil.example',
    'https:///site@evil.example',
    'https:////site@evil.example',
    'https://@evil.example',
    'https:///@evil.example',
    'HTTPS:///site@evil.example',
    'https:/\\/site@evil.example',
    'https:\t//evil.example',
    'ht\ntps://evil.example',
    'https://evil.example\\@site.example',
  ])('keeps %j as text', (href) => {
    expect(safeLinkHref(href)).toBeUndefined();
  });

  it.each([
    ['HTTPS://Example.org/a', 'https://example.org/a'],
    ['https:///example.org', 'https://example.org/'],
    ['https://example.org/@chapter', 'https://example.org/@chapter'],
    ['/a/../rush?x=%2F#top', '/rush?x=%2F#top'],
    ['/rush', '/rush'],
  ])('links %j as the address a browser goes to, %j', (href, canonical) => {
    expect(safeLinkHref(href)).toBe(canonical);
  });

  it('tells the two kinds apart', () => {
    expect(isSitePath('https://example.org')).toBe(false);
    expect(isSafeExternalUrl('/rush')).toBe(false);
  });
});

describe('sitePath', () => {
  it('is the path a browser would go to, with its query and fragment', () => {
    expect(sitePath('/rush')?.href).toBe('https://site.invalid/rush');
    expect(sitePath('/a/../rush?x=%2F#top')?.pathname).toBe('/rush');
  });
});
