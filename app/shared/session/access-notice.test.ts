import { describe, expect, it } from 'vitest';
import { noticePath, readNotice } from './access-notice';

const read = (path: string) => readNotice(new URL(path, 'https://site.invalid').searchParams);

describe('access notices', () => {
  it('sends a signed-out visitor home with the page to come back to, and reads it back', () => {
    const path = noticePath({ kind: 'sign-in', next: '/admin/bro-dates?x=1' });
    expect(path).toBe('/?notice=sign-in&next=%2Fadmin%2Fbro-dates%3Fx%3D1');
    expect(read(path)).toEqual({ kind: 'sign-in', next: '/admin/bro-dates?x=1' });
  });

  it('sends a member without the tool home with no page to come back to', () => {
    expect(noticePath({ kind: 'officers-only' })).toBe('/?notice=officers-only');
    expect(read('/?notice=officers-only&next=/admin')).toEqual({ kind: 'officers-only' });
  });

  it.each(['//evil.example', 'https://evil.example/admin', '/\\evil.example', '/x/..//evil.example', 'admin', ''])(
    'never keeps a page to come back to that is not a path on this site: %s',
    (next) => {
      expect(read(`/?${new URLSearchParams({ notice: 'sign-in', next })}`)).toEqual({ kind: 'sign-in', next: null });
      expect(noticePath({ kind: 'sign-in', next })).toBe('/?notice=sign-in');
    },
  );

  it('leaves out a page to come back to longer than any of ours', () => {
    expect(read(`/?notice=sign-in&next=/${'a'.repeat(1000)}`)).toEqual({ kind: 'sign-in', next: null });
  });

  it('knows no notice but its own two, so an address cannot choose what the page says', () => {
    expect(read('/')).toBeNull();
    expect(read('/?notice=Your%20account%20was%20closed')).toBeNull();
    expect(read('/?notice=SIGN-IN')).toBeNull();
  });
});
