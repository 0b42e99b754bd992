import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutKnownIssuerNotices } from './dev-issuer-notices';

afterEach(() => vi.restoreAllMocks());

describe('withoutKnownIssuerNotices', () => {
  it("leaves out oidc-provider's Node version and in-memory store notices, coloured or not", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await withoutKnownIssuerNotices(() => {
      console.warn('oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.');
      console.warn(
        '\x1b[31;1moidc-provider WARNING: a quick start development-only in-memory adapter is used, you MUST change it\x1b[0m',
      );
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('prints every other warning, and stops filtering once the work is done, even when it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      withoutKnownIssuerNotices(() => {
        console.warn('oidc-provider WARNING: quick start development-only signing keys are used');
        throw new Error('broken configuration');
      }),
    ).rejects.toThrow('broken configuration');
    console.warn('oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.');
    expect(warn.mock.calls).toEqual([
      ['oidc-provider WARNING: quick start development-only signing keys are used'],
      ['oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.'],
    ]);
  });
});
