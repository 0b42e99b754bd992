import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { vapidDetails } from './push-keys.server';

vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

describe('vapidDetails without VAPID settings', () => {
  it('is a P-256 key pair derived from the site secret, the same on every call', () => {
    const { publicKey, privateKey, subject } = vapidDetails();
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(subject).toMatch(/^mailto:webmaster@/);
    expect(vapidDetails()).toEqual({ publicKey, privateKey, subject });
  });
});
