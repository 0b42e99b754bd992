import { describe, expect, it } from 'vitest';
import { isSitePath } from '../../shared/text/safe-link';
import { parseSignInFlow, safeReturnTo, verifiedEmail } from './sign-in';

describe('verifiedEmail', () => {
  it('accepts a verified email, lower-cased and trimmed', () => {
    expect(verifiedEmail({ email: ' Member@Example.org ', email_verified: true })).toBe('member@example.org');
    expect(verifiedEmail({ email: 'a@b.org', email_verified: 'true' })).toBe('a@b.org');
  });

  it('refuses an unverified or missing email', () => {
    expect(verifiedEmail({ email: 'a@b.org', email_verified: false })).toBeNull();
    expect(verifiedEmail({ email: 'a@b.org' })).toBeNull();
    expect(verifiedEmail({ email_verified: true })).toBeNull();
    expect(verifiedEmail({ email: '  ', email_verified: true })).toBeNull();
    expect(verifiedEmail({ email: 42, email_verified: true })).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it('keeps a path of ours, with its query and fragment', () => {
    expect(safeReturnTo('/family-tree')).toBe('/family-tree');
    expect(safeReturnTo('/admin/bro-dates?x=1')).toBe('/admin/bro-dates?x=1');
    expect(safeReturnTo('/admin/content#rush')).toBe('/admin/content#rush');
    expect(safeReturnTo('/meet-the-brothers?q=caf%C3%A9')).toBe('/meet-the-brothers?q=caf%C3%A9');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('sends anything else to the dashboard', () => {
    for (const value of [null, undefined, '', 'dashboard', 'https://evil.example', 'javascript:alert(1)']) {
      expect(safeReturnTo(value)).toBe('/dashboard');
    }
  });

  it('refuses every path a browser would take to another site', () => {
    const hostile = [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/ /evil.example',
      '/\u0000/evil.example',
      '/\u000b/evil.example',
      '/\u00a0/evil.example',
      '/\u2028/evil.example',
      '/\ufeff/evil.example',
      ' //evil.example',
      '\t//evil.example',
      '/family-tree\\..\\..\\/evil.example',
      '/x/..//evil.example',
      '/./\\evil.example',
      'https:evil.example',
      'http://localhost:3000@evil.example/',
      '/%2F%2Fevil.example',
      '/%5C%5Cevil.example',
      '/%5Cevil.example',
      '/%2fevil.example',
      '/family-tree/%2F%2Fevil.example',
    ];
    for (const value of hostile) {
      expect({ value, result: safeReturnTo(value) }).toEqual({ value, result: '/dashboard' });
    }
  });

  it('refuses control characters, whitespace and backslashes anywhere in the path', () => {
    for (const value of ['/family-tree\t', '/dash board', '/rush\\', '/x?a=\u0007', '/x#\n', '/x?a=b c']) {
      expect({ value, result: safeReturnTo(value) }).toEqual({ value, result: '/dashboard' });
    }
  });

  it('does not return to sign-in itself, which would loop', () => {
    for (const value of [
      '/login',
      '/login?redirectTo=/x',
      '/LOGIN',
      '/auth/callback',
      '/auth/google',
      '/./login',
      '/x/../auth/callback',
    ]) {
      expect({ value, result: safeReturnTo(value) }).toEqual({ value, result: '/dashboard' });
    }
  });

  it('refuses an address longer than any page of ours', () => {
    expect(safeReturnTo(`/family-tree?${'a'.repeat(3000)}`)).toBe('/dashboard');
  });
});

describe('parseSignInFlow', () => {
  const flow = { verifier: 'v', state: 's', nonce: 'n', returnTo: '/family-tree', issuedAt: 1_700_000_000_000 };

  it('reads a sign-in attempt and keeps a safe return address', () => {
    expect(parseSignInFlow(flow)).toEqual(flow);
  });

  it('sends a return address that is not ours to the dashboard, even from a signed cookie', () => {
    expect(parseSignInFlow({ ...flow, returnTo: '/\t/evil.example' })?.returnTo).toBe('/dashboard');
  });

  it('refuses anything that is not a whole attempt', () => {
    for (const value of [
      null,
      '',
      'x',
      {},
      { ...flow, state: '' },
      { ...flow, nonce: 1 },
      { ...flow, returnTo: null },
      { ...flow, issuedAt: undefined },
      { ...flow, issuedAt: '1700000000000' },
    ]) {
      expect(parseSignInFlow(value)).toBeNull();
    }
  });
});

describe('the return address and links in officer text', () => {
  it('is the one rule for links in officer text and for the address to return to after sign-in', () => {
    for (const value of ['/%5Cx', '/%2F%2Fevil.example', '/x/..//evil.example', '/\u200bx', '/\t/evil.example']) {
      expect({ value, link: isSitePath(value), returnTo: safeReturnTo(value) }).toEqual({
        value,
        link: false,
        returnTo: '/dashboard',
      });
    }
  });
});
