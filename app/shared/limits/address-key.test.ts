import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keys an IPv4 address whole', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.8')).toBe('192.0.2.8');
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('keys IPv6 by its /64, however it is written, since one subscriber holds a whole /64', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8:1:2:a:b:c:d%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1:2:3:4:5:192.0.2.7')).toBe('0:1:2:3::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
