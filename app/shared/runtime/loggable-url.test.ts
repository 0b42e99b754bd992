import { describe, expect, it } from 'vitest';
import { loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it('drops the whole query of the sign-in callback, in a path or a full address', () => {
    expect(loggableUrl('/auth/callback?code=c0de&state=st4te')).toBe('/auth/callback?(not logged)');
    expect(loggableUrl('/Auth/Callback/?code=c0de')).toBe('/Auth/Callback/?(not logged)');
    expect(loggableUrl('https://ue.example.org/auth/callback?code=c0de')).toBe(
      'https://ue.example.org/auth/callback?(not logged)',
    );
  });

  it('hides secret parameters wherever they appear and leaves other addresses as they were', () => {
    expect(loggableUrl('/auth/%63allback?code=c0de&iss=x')).toBe('/auth/%63allback?code=hidden&iss=x');
    expect(loggableUrl('/x?Access_Token=t&page=2#frag')).toBe('/x?Access_Token=hidden&page=2');
    expect(loggableUrl('/login?error=Sign-in+failed.')).toBe('/login?error=Sign-in+failed.');
    expect(loggableUrl('/dashboard')).toBe('/dashboard');
  });
});
