import { describe, expect, it } from 'vitest';
import { reachableFromOthers } from './demo-host.mjs';

describe('reachableFromOthers', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1'])(
    'keeps %j to this machine',
    (host) => {
      expect(reachableFromOthers(host)).toBe(false);
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.20', 'demo.example.org', '10.0.0.1', '128.0.0.1'])(
    'lets others reach %j',
    (host) => {
      expect(reachableFromOthers(host)).toBe(true);
    },
  );
});
