import { createRateLimiter, type RateLimiter } from '../../../shared/limits/rate-limiter';

/**
 * Check-in is limited per member and per event, never per address: a whole meeting checks in from one campus network
 * within a minute. Why each figure: the README's "Limits".
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
