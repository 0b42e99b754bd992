import { data } from 'react-router';
import { refused, saved } from '../../shared/forms/action.server';
import type { ActionResult } from '../../shared/forms/action-result';
import { logger } from '../../shared/runtime/logger.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';
import { checkInMember, findCode, type CheckInOutcome } from './check-in.server';
import { checkInLimits, eventKey, memberKey, type CheckInLimits } from './check-in-limits.server';
import { CHECK_IN_MESSAGES as M } from './check-in-messages';

/** The intent every answer of /check-in carries. */
export const CHECK_IN_INTENT = 'check-in';

/** A limit reached: 429 with Retry-After, in the shape of every form's answer. */
function limited(message: string, seconds: number) {
  return data<ActionResult>(
    { intent: CHECK_IN_INTENT, ok: false, message },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
}

/** The sentence and status for what a check-in came to; only 'checked-in' wrote anything. */
export function answerFor(outcome: CheckInOutcome) {
  switch (outcome.kind) {
    case 'checked-in':
      return saved(CHECK_IN_INTENT, M.checkedIn(outcome.eventName, outcome.points));
    case 'already':
      return refused(CHECK_IN_INTENT, 409, M.already(outcome.eventName));
    case 'closed':
      return refused(CHECK_IN_INTENT, 409, M.closed(outcome.eventName));
    case 'not-a-member':
      return refused(CHECK_IN_INTENT, 403, M.notAMember);
    case 'expired':
      return refused(CHECK_IN_INTENT, 400, M.expired, { errors: { code: M.expired } });
    case 'wrong-code':
      return refused(CHECK_IN_INTENT, 400, M.wrongCode, { errors: { code: M.wrongCode } });
  }
}

/** Checks the member in at an event they reached by a valid code or a pass, within the event's limit. */
async function checkInAt(memberId: number, eventId: number, now: Date, limits: CheckInLimits) {
  const wait = limits.perEvent.hit(eventKey(eventId));
  if (wait !== null) return limited(M.busy(wait), wait);
  try {
    return answerFor(await checkInMember(memberId, eventId, now));
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error, eventId }, 'check-in could not be saved');
    return refused(CHECK_IN_INTENT, 500, M.failed);
  }
}

/**
 * Checks a member in with a code they typed or opened by the QR address (`eventId` then narrows the search). A
 * member who gave 10 wrong or expired codes in 10 minutes is refused until the window ends, whatever they type.
 */
export async function checkInWithCode(
  memberId: number,
  code: string,
  eventId: number | undefined,
  now: Date,
  limits: CheckInLimits = checkInLimits,
) {
  const tooOften = limits.perMember.hit(memberKey(memberId));
  if (tooOften !== null) return limited(M.tooOften(tooOften), tooOften);
  const waiting = limits.wrongCodes.wait(memberKey(memberId));
  if (waiting !== null) return limited(M.tooManyWrong(waiting), waiting);
  const found = await findCode(code, now, eventId);
  if (found.kind === 'open') return checkInAt(memberId, found.eventId, now, limits);
  if (found.kind !== 'closed') limits.wrongCodes.hit(memberKey(memberId));
  return answerFor(found);
}

/** Checks a member in with the pass they earned signed out, for its event, within the member's limit. */
export async function checkInWithPass(
  memberId: number,
  eventId: number,
  now: Date,
  limits: CheckInLimits = checkInLimits,
) {
  const tooOften = limits.perMember.hit(memberKey(memberId));
  if (tooOften !== null) return limited(M.tooOften(tooOften), tooOften);
  return checkInAt(memberId, eventId, now, limits);
}

/**
 * For a signed-out visitor who opened the QR address: whether its code is valid now (within the event's limit).
 * 'open' earns a pass; anything else is said in words and nothing is given.
 */
export async function checkQrCode(eventId: number, code: string, now: Date, limits: CheckInLimits = checkInLimits) {
  const wait = limits.signedOutPerEvent.hit(eventKey(eventId));
  if (wait !== null) return { kind: 'limited' as const, message: M.busy(wait) };
  const found = await findCode(code, now, eventId);
  if (found.kind === 'open') return found;
  return { kind: 'refused' as const, message: messageOf(found) };
}

function messageOf(found: Exclude<Awaited<ReturnType<typeof findCode>>, { kind: 'open' }>): string {
  if (found.kind === 'closed') return M.closed(found.eventName);
  return found.kind === 'expired' ? M.expired : M.wrongCode;
}
