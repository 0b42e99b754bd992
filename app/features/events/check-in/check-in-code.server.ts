import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../../../shared/runtime/env.server';

/** A check-in code lasts one window; the screen shows the next one as the window turns. */
export const CHECK_IN_WINDOW_MS = 30_000;

/** 32 letters and digits with no look-alikes (no I, O, 0, 1), so a typed code is read as shown. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CHECK_IN_CODE_LENGTH = 6;

// Without SESSION_SECRET (the demo, development and tests) codes come from a secret made when the server starts:
// restarting then changes the code on the screen, which the screen picks up at its next refresh.
let processSecret: string | undefined;
/** The key of check-in's codes and of the pass a signed-out member carries to sign-in and back. */
export function checkInSecret(): string {
  const configured = env().SESSION_SECRET;
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

/** The window an instant falls in. */
export function windowAt(instant: Date): number {
  return Math.floor(instant.getTime() / CHECK_IN_WINDOW_MS);
}

/** When a window ends, for the screen's "changes in N s". */
export function windowEndsAt(window: number): Date {
  return new Date((window + 1) * CHECK_IN_WINDOW_MS);
}

/**
 * The code of one event's check-in in one window: an HMAC of the server's secret over the event, the moment its
 * check-in was started and the window. Earlier codes say nothing about later ones, and starting check-in again
 * gives new codes.
 */
export function checkInCode(eventId: number, startedAt: Date, window: number): string {
  const mac = createHmac('sha256', checkInSecret())
    .update(`check-in:${eventId}:${startedAt.toISOString()}:${window}`)
    .digest();
  let code = '';
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i++) code += ALPHABET[(mac[i] as number) % ALPHABET.length];
  return code;
}

/**
 * How many windows before the last one a code is still known as this check-in's ('expired', or 'closed' after it
 * closed): five minutes. Older codes read as wrong, so checking a code costs the same however long check-in is open.
 */
export const LOOK_BACK_WINDOWS = 10;

/** The windows, newest first, whose codes are compared with a typed one, up to `last`, never before check-in began. */
export function recentWindows(startedAt: Date, last: number): number[] {
  const first = Math.max(windowAt(startedAt), last - LOOK_BACK_WINDOWS);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => last - i);
}

/** A typed code as the server compares it: capitals, without spaces or dashes; null when it cannot be a code. */
export function normalizeCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === CHECK_IN_CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** Whether a normalized code is the event's code in a window, compared in constant time. */
export function codeMatches(code: string, eventId: number, startedAt: Date, window: number): boolean {
  return timingSafeEqual(Buffer.from(code), Buffer.from(checkInCode(eventId, startedAt, window)));
}
