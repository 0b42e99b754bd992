import { createRateLimiter } from '../lib/rate-limiter';

/** Failed sign-ins one address may have in a window: a meeting's few wrong Google accounts, not a script's hundreds. */
export const FAILED_SIGN_INS = { max: 30, windowMs: 10 * 60_000 };

/**
 * What limits sign-in. Starting one is never limited: it only draws random numbers and sets a cookie. The callback's
 * token exchange is the costly step: each attempt may make it once, and an address whose sign-ins keep failing
 * (refused codes, emails not in the system) waits. Successful sign-ins spend nothing, so a whole chapter signing
 * in at once from one campus address is never refused.
 */
export function createSignInLimits({ attemptSeconds, now }: { attemptSeconds: number; now?: () => number }) {
  const failures = createRateLimiter({ ...FAILED_SIGN_INS, now });
  // The attempt's cookie is signed but its holder can send it again; its state may be exchanged only once.
  const usedAttempts = createRateLimiter({ windowMs: attemptSeconds * 1000, max: 1, now });
  return {
    /** Null when the address may try, else the seconds it must wait. */
    waitBeforeTrying: (address: string) => failures.wait(address),
    recordFailure: (address: string) => void failures.hit(address),
    /** True the first time an attempt (by its state) comes back; false for every replay. */
    firstUse: (state: string) => usedAttempts.hit(state) === null,
  };
}
