import { describe, expect, it } from 'vitest';
import { createSignInLimits, UNKNOWN_EMAIL_TRIES } from './sign-in-limits';

function limits() {
  const clock = { time: 5_000_000 };
  return { clock, limits: createSignInLimits({ attemptSeconds: 600, now: () => clock.time }) };
}

describe('sign-in limits', () => {
  it('exchanges each attempt once: a replayed attempt is refused', () => {
    const { clock, limits: l } = limits();
    const attempt = { state: 'state-a', issuedAt: clock.time };
    expect(l.mayExchange(attempt)).toBe(true);
    expect(l.mayExchange(attempt)).toBe(false);
    clock.time += 599_000;
    expect(l.mayExchange(attempt)).toBe(false);
    expect(l.mayExchange({ state: 'state-b', issuedAt: clock.time })).toBe(true);
  });

  it('refuses an attempt older than its time by its own issue time, even one never used or long forgotten', () => {
    const { clock, limits: l } = limits();
    const kept = { state: 'state-kept', issuedAt: clock.time };
    expect(l.mayExchange(kept)).toBe(true);
    clock.time += 600_001;
    expect(l.mayExchange(kept)).toBe(false);
    expect(l.mayExchange({ state: 'state-unused', issuedAt: clock.time - 600_001 })).toBe(false);
    clock.time += 3_600_000;
    expect(l.mayExchange(kept)).toBe(false);
  });

  it('never counts a sign-in by its address or its success, so any number of members sign in', () => {
    const { clock, limits: l } = limits();
    for (let n = 0; n < 1000; n++) expect(l.mayExchange({ state: `state-${n}`, issuedAt: clock.time })).toBe(true);
  });

  it('tells an email not in the system so a few times, then how long to wait, for that email alone', () => {
    const { clock, limits: l } = limits();
    for (let n = 0; n < UNKNOWN_EMAIL_TRIES.max; n++) expect(l.unknownEmail('stranger@example.org')).toBeNull();
    expect(l.unknownEmail('stranger@example.org')).toBe(600);
    expect(l.unknownEmail('someone-else@example.org')).toBeNull();
    clock.time += UNKNOWN_EMAIL_TRIES.windowMs;
    expect(l.unknownEmail('stranger@example.org')).toBeNull();
  });
});
