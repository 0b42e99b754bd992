import { describe, expect, it } from 'vitest';
import { changesSignInEmail, safeReturnTo, verifiedEmail } from './sign-in';

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

describe('changesSignInEmail', () => {
  it('sees another address, a removed one and a first one, but not a change of case or a column left out', () => {
    expect(changesSignInEmail('pat@example.org', 'pat.lee@example.org')).toBe(true);
    expect(changesSignInEmail('pat@example.org', null)).toBe(true);
    expect(changesSignInEmail(null, 'pat@example.org')).toBe(true);
    expect(changesSignInEmail('pat@example.org', 'Pat@Example.org')).toBe(false);
    expect(changesSignInEmail('pat@example.org', undefined)).toBe(false);
    expect(changesSignInEmail(null, null)).toBe(false);
  });
});

describe('safeReturnTo', () => {
  it('keeps a path of ours', () => {
    expect(safeReturnTo('/family-tree')).toBe('/family-tree');
    expect(safeReturnTo('/admin/bro-dates?x=1')).toBe('/admin/bro-dates?x=1');
  });

  it('sends anything else to the dashboard', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/auth/callback',
    ]) {
      expect(safeReturnTo(value)).toBe('/dashboard');
    }
  });
});
