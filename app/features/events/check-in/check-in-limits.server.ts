import { createRateLimiter, type RateLimiter } from '../../../shared/limits/rate-limiter';

/**
 * Check-in is limited per member and per event, never per address: a whole meeting checks in from one campus
 * network within a minute.
 * - A member may give 10 wrong or expired codes in 10 minutes; then every typed code is refused until the window
 *   ends. Codes are 6 of 32 characters and change every 30 s, so 10 guesses find one almost never.
 * - A member may try 20 times a minute whatever the code, so no one member can use up an event's ceiling.
 * - An event takes at most 600 check-ins a minute by members with its code: four times a 150-member chapter
 *   checking in within the same minute.
 * - Signed-out visitors opening an event's QR address with its valid code have a ceiling of their own (600 a
 *   minute), so a flood of them never holds back the members who are signed in.
 * - Signed-out visitors cannot be told apart, so their wrong codes are not held against anyone: an event checks at
 *   most 600 wrong ones a minute before sign-in, and past that the QR address is checked only once the visitor has
 *   signed in, against the member's own 10 wrong codes. A flood of wrong codes holds back nobody.
 */
export const WRONG_CODES_PER_MEMBER = { windowMs: 10 * 60_000, max: 10 };
export const ATTEMPTS_PER_MEMBER = { windowMs: 60_000, max: 20 };
export const ATTEMPTS_PER_EVENT = { windowMs: 60_000, max: 600 };
export const SIGNED_OUT_PER_EVENT = { windowMs: 60_000, max: 600 };
export const SIGNED_OUT_WRONG_PER_EVENT = { windowMs: 60_000, max: 600 };

export interface CheckInLimits {
  wrongCodes: RateLimiter;
  perMember: RateLimiter;
  perEvent: RateLimiter;
  signedOutPerEvent: RateLimiter;
  signedOutWrong: RateLimiter;
}

export function createCheckInLimits(now: () => number = Date.now): CheckInLimits {
  return {
    wrongCodes: createRateLimiter({ ...WRONG_CODES_PER_MEMBER, now }),
    perMember: createRateLimiter({ ...ATTEMPTS_PER_MEMBER, now }),
    perEvent: createRateLimiter({ ...ATTEMPTS_PER_EVENT, now }),
    signedOutPerEvent: createRateLimiter({ ...SIGNED_OUT_PER_EVENT, now }),
    signedOutWrong: createRateLimiter({ ...SIGNED_OUT_WRONG_PER_EVENT, now }),
  };
}

/** The site's one set, kept in memory by its one process. */
export const checkInLimits = createCheckInLimits();

/** The per-event limiter's key. */
export const eventKey = (eventId: number) => `event:${eventId}`;
/** The per-member limiter's key. */
export const memberKey = (memberId: number) => `member:${memberId}`;
