import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.server';

const site = ['http://10.0.0.5:3000', 'https://ue.example.org'];
const from = (origin: string | null, fetchSite: string | null = null) => isSameOrigin({ origin, fetchSite }, site);

describe('isSameOrigin', () => {
  it('without Sec-Fetch-Site: takes the site under either origin, and a request that names none', () => {
    expect(from('https://ue.example.org')).toBe(true);
    expect(from('http://10.0.0.5:3000')).toBe(true);
    expect(from(null)).toBe(true);
  });

  it('without Sec-Fetch-Site: refuses another site, scheme or port, and the opaque null origin', () => {
    expect(from('https://evil.example')).toBe(false);
    expect(from('http://ue.example.org')).toBe(false);
    expect(from('https://ue.example.org:8443')).toBe(false);
    expect(from('https://ue.example.org.evil.example')).toBe(false);
    expect(from('null')).toBe(false);
  });

  it('believes Sec-Fetch-Site: only same-origin passes, whatever the Origin (null under a no-referrer policy)', () => {
    expect(from('null', 'same-origin')).toBe(true);
    expect(from('https://ue.example.org', 'same-origin')).toBe(true);
    expect(from('null', 'cross-site')).toBe(false);
    expect(from('https://blog.example.org', 'same-site')).toBe(false);
    expect(from(null, 'none')).toBe(false);
  });
});
