import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, isSitePath, safeLink } from './safe-link';

describe('safeLink', () => {
  it('links https addresses as external and site paths as internal', () => {
    expect(safeLink('https://forms.gle/x')).toEqual({ href: 'https://forms.gle/x', external: true });
    expect(safeLink('HTTPS://Example.org/a')).toEqual({ href: 'HTTPS://Example.org/a', external: true });
    expect(safeLink('/rush')).toEqual({ href: '/rush', external: false });
    expect(safeLink('/about-us#history')).toEqual({ href: '/about-us#history', external: false });
    expect(safeLink('/%5Cx')).toEqual({ href: '/%5Cx', external: false }); // an escaped backslash stays a path here
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
    'https://example.org/\u0007',
    '&#47;&#47;evil.example',
    '&#x2F;/evil.example',
    'rush',
    '',
    'https://',
  ])('keeps %j as text', (href) => {
    expect(safeLink(href)).toBeUndefined();
  });

  it('tells the two kinds apart', () => {
    expect(isSitePath('https://example.org')).toBe(false);
    expect(isSafeExternalUrl('/rush')).toBe(false);
  });
});
