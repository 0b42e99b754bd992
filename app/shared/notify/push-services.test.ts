import { describe, expect, it } from 'vitest';
import { extraPushServices, isPushServiceAddress } from './push-services';

describe('isPushServiceAddress', () => {
  it('takes the browsers’ push services', () => {
    expect(isPushServiceAddress('https://fcm.googleapis.com/fcm/send/abc:def', [])).toBe(true);
    expect(isPushServiceAddress('https://updates.push.services.mozilla.com/wpush/v2/gAAA', [])).toBe(true);
    expect(isPushServiceAddress('https://web.push.apple.com/QGx', [])).toBe(true);
    expect(isPushServiceAddress('https://wns2-by3p.notify.windows.com/w/?token=x', [])).toBe(true);
  });

  it('refuses any other address, plain http, another port, credentials or a look-alike host', () => {
    expect(isPushServiceAddress('https://example.org/push', [])).toBe(false);
    expect(isPushServiceAddress('http://fcm.googleapis.com/fcm/send/x', [])).toBe(false);
    expect(isPushServiceAddress('https://fcm.googleapis.com:5432/x', [])).toBe(false);
    expect(isPushServiceAddress('https://user:pw@fcm.googleapis.com/x', [])).toBe(false);
    expect(isPushServiceAddress('https://evilfcm.googleapis.com.example.org/x', [])).toBe(false);
    expect(isPushServiceAddress('https://127.0.0.1/x', [])).toBe(false);
    expect(isPushServiceAddress('not an address', [])).toBe(false);
  });

  it('refuses an address another URL parser would read with another host', () => {
    // Node's url.parse, which the push library sends with, cuts the host at ";" or "%3B": these go to 127.0.0.1.
    expect(isPushServiceAddress('https://127.0.0.1;.fcm.googleapis.com/x', [])).toBe(false);
    expect(isPushServiceAddress('https://evil.example%3B.web.push.apple.com/x', [])).toBe(false);
    expect(isPushServiceAddress('https://evil.example\\.fcm.googleapis.com/x', [])).toBe(false);
    // Not written as the parser writes it back: upper case, a default port, a missing path.
    expect(isPushServiceAddress('https://FCM.googleapis.com/fcm/send/x', [])).toBe(false);
    expect(isPushServiceAddress('https://fcm.googleapis.com:443/fcm/send/x', [])).toBe(false);
    expect(isPushServiceAddress('https://fcm.googleapis.com', [])).toBe(false);
  });

  it('takes a service the site adds, on its own origin only', () => {
    const extra = extraPushServices(' https://push.example.org:8443 , https://127.0.0.1:3102');
    expect(extra).toEqual(['https://push.example.org:8443', 'https://127.0.0.1:3102']);
    expect(isPushServiceAddress('https://127.0.0.1:3102/push/1', extra)).toBe(true);
    expect(isPushServiceAddress('https://127.0.0.1:3103/push/1', extra)).toBe(false);
    expect(isPushServiceAddress('http://127.0.0.1:3102/push/1', extra)).toBe(false);
  });
});
