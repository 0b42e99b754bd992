import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.server';

const site = ['http://10.0.0.5:3000', 'https://ue.example.org'];

describe('isSameOrigin', () => {
  it('takes the site under either of its origins, and a request that names none', () => {
    expect(isSameOrigin('https://ue.example.org', site)).toBe(true);
    expect(isSameOrigin('http://10.0.0.5:3000', site)).toBe(true);
    expect(isSameOrigin(null, site)).toBe(true);
  });

  it('refuses another site, another scheme or port of the same host, and the opaque null origin', () => {
    expect(isSameOrigin('https://evil.example', site)).toBe(false);
    expect(isSameOrigin('http://ue.example.org', site)).toBe(false);
    expect(isSameOrigin('https://ue.example.org:8443', site)).toBe(false);
    expect(isSameOrigin('https://ue.example.org.evil.example', site)).toBe(false);
    expect(isSameOrigin('null', site)).toBe(false);
  });
});
