import { describe, expect, it } from 'vitest';
import { createSignInLimits, FAILED_SIGN_INS } from './sign-in-limits';

function limits() {
  const clock = { time: 5_000_000 };
  return { clock, limits: createSignInLimits({ attemptSeconds: 600, now: () => clock.time }) };
}

describe('sign-in limits', () => {
  it('lets an address fail a meeting’s worth of times, then makes it wait until the window ends', () => {
    const { clock, limits: l } = limits();
    for (let n = 0; n < FAILED_SIGN_INS.max; n++) {
      expect(l.waitBeforeTrying('10.0.0.1')).toBeNull();
      l.recordFailure('10.0.0.1');
    }
    expect(l.waitBeforeTrying('10.0.0.1')).toBe(600);
    expect(l.waitBeforeTrying('10.0.0.2')).toBeNull();
    clock.time += FAILED_SIGN_INS.windowMs;
    expect(l.waitBeforeTrying('10.0.0.1')).toBeNull();
  });

  it('never counts trying, so any number of successful sign-ins from one address goes through', () => {
    const { limits: l } = limits();
    for (let n = 0; n < 1000; n++) {
      expect(l.waitBeforeTrying('10.0.0.1')).toBeNull();
      expect(l.firstUse(`state-${n}`)).toBe(true);
    }
  });

  it('exchanges each attempt once: a replayed attempt is refused for as long as its cookie lives', () => {
    const { clock, limits: l } = limits();
    expect(l.firstUse('state-a')).toBe(true);
    expect(l.firstUse('state-a')).toBe(false);
    clock.time += 599_000;
    expect(l.firstUse('state-a')).toBe(false);
    expect(l.firstUse('state-b')).toBe(true);
  });
});
