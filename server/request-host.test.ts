import { describe, expect, it } from 'vitest';
import { isValidHost } from './request-host';

describe('isValidHost', () => {
  it.each(['localhost', 'localhost:3000', 'ue.example.org', '127.0.0.1:8080', '[::1]:3000'])('accepts %s', (host) =>
    expect(isValidHost(host)).toBe(true),
  );

  it.each(['a b', 'localhost:99999', '[', 'exa%mple', 'x/y', 'a@b', ''])('refuses %j', (host) =>
    expect(isValidHost(host)).toBe(false),
  );
});
