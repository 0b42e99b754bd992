import { createRateLimiter } from '../../shared/limits/rate-limiter';

/** Tries an email not in the system may have in a window: enough to try again, not to keep hammering. */
export const UNKNOWN_EMAIL_TRIES = { max: 5, windowMs: 10 * 60_000 };

/**
 * Sign-in's limits, per attempt and per email, never per address: failures are free to forge, so counting them per
 * address would let one person lock out a campus network. Each attempt is exchanged once and only while young.
 */
export function createSignInLimits({ attemptSeconds, now = Date.now }: { attemptSeconds: number; now?: () => number }) {
  const attemptMs = attemptSeconds * 1000;
  // Remembered as long as an attempt lives: by then its own issue time refuses it.
  const usedAttempts = createRateLimiter({ windowMs: attemptMs, max: 1, now });
  const unknownEmails = createRateLimiter({ ...UNKNOWN_EMAIL_TRIES, now });
  return {
    /**
     * Whether an attempt may be exchanged: issued (by the time in its signed cookie) at most `attemptSeconds` ago,
     * and never before. A script may keep the cookie; it cannot make it younger.
     */
    mayExchange: (attempt: { state: string; issuedAt: number }) =>
      now() - attempt.issuedAt <= attemptMs && usedAttempts.hit(attempt.state) === null,
    /** Counts a sign-in by an email not in the system: null while it is told so, else the seconds it must wait. */
    unknownEmail: (email: string) => unknownEmails.hit(email),
  };
}
