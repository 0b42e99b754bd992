/**
 * When to try an email again. Pure, so the rules are tested on their own (delivery-policy.test.ts).
 *
 * A failed delivery is tried again after 30 s, then twice as long each time up to an hour; after the eighth attempt
 * (about four hours of trying) the email is given up and logged. An answer the SMTP server gives for itself rather
 * than for one recipient (421 "service not available", 451 or 452 "try later", a refused connection) also pauses the
 * sender, so it does not spend the rest of its batch on a server that is asking it to wait.
 */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const LONGEST_PAUSE_MS = 60_000;

/** How long after its `attempts`-th failed attempt an email is tried again, or null to give it up. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** What went wrong, as far as the sender cares: the SMTP reply code, or none when the server was not reached. */
export interface DeliveryFailure {
  responseCode?: number;
}

/** Whether a failure says the server itself wants the sender to wait, rather than refusing one message. */
export function serverAsksToWait(failure: DeliveryFailure): boolean {
  const code = failure.responseCode;
  return code === undefined || code === 421 || code === 451 || code === 452;
}

/** How long the sender pauses after its `pauses`-th failure in a row that asked it to wait: 1 s, doubling to 60 s. */
export function pauseMs(pauses: number): number {
  return Math.min(1000 * 2 ** Math.max(0, pauses - 1), LONGEST_PAUSE_MS);
}
