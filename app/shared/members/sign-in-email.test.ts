import { describe, expect, it } from 'vitest';
import { changesSignInEmail } from './sign-in-email';

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
