import { data } from 'react-router';
import { answering, refused, saved } from '../../../shared/forms/action.server';
import type { ActionResult } from '../../../shared/forms/action-result';
import { checkInMember, findCode, type CodeLookup } from './check-in.server';
import { checkInLimits, eventKey, memberKey, type CheckInLimits } from './check-in-limits.server';
import { pruneUsedPasses, type CheckInPass } from './check-in-pass.server';
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

/** A closed check-in's code: refused, naming the event, and not counted as a wrong code. */
const closedAnswer = (found: Extract<CodeLookup, { kind: 'closed' }>) =>
  refused(CHECK_IN_INTENT, 409, M.closed(found.eventName));

/** Checks the member in at an event they reached by a valid code or a pass, within the event's limit. */
async function checkInAt(memberId: number, eventId: number, now: Date, limits: CheckInLimits, pass?: CheckInPass) {
  const wait = limits.perEvent.hit(eventKey(eventId));
  if (wait !== null) return limited(M.busy(wait), wait);
  return answering(CHECK_IN_INTENT, M.failed, async () => {
    if (pass) await pruneUsedPasses(now);
    const { eventName, points } = await checkInMember(memberId, eventId, now, pass);
    return saved(CHECK_IN_INTENT, M.checkedIn(eventName, points));
  });
}

/**
 * A wrong or expired code, counted against the member: with 3 or fewer left before the wait the answer says so, and
 * the tenth in 10 minutes starts the wait at once (so the next code, even the right one, is not a surprise).
 */
function wrongCode(
  memberId: number,
  outcome: Extract<CodeLookup, { kind: 'expired' | 'wrong-code' }>,
  limits: CheckInLimits,
) {
  const key = memberKey(memberId);
  limits.wrongCodes.hit(key);
  const { uses, seconds } = limits.wrongCodes.left(key);
  if (uses === 0) return limited(M.tooManyWrong(seconds), seconds);
  const said = outcome.kind === 'expired' ? M.expired : M.wrongCode;
  const message = uses <= 3 ? `${said} ${M.triesLeft(uses, seconds)}` : said;
  return refused(CHECK_IN_INTENT, 400, message, { errors: { code: message } });
}

/** Whether the member may try a code now: within 20 tries a minute and not waiting after 10 wrong codes. */
function mayTry(memberId: number, limits: CheckInLimits) {
  const tooOften = limits.perMember.hit(memberKey(memberId));
  if (tooOften !== null) return limited(M.tooOften(tooOften), tooOften);
  const waiting = limits.wrongCodes.wait(memberKey(memberId));
  if (waiting !== null) return limited(M.tooManyWrong(waiting), waiting);
  return null;
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
  const refusal = mayTry(memberId, limits);
  if (refusal) return refusal;
  const found = await findCode(code, now, eventId);
  if (found.kind === 'open') return checkInAt(memberId, found.eventId, now, limits);
  if (found.kind === 'closed') return closedAnswer(found);
  return wrongCode(memberId, found, limits);
}

/**
 * Checks a member in with their signed-out pass: its code as of when the QR address was opened, against the member's
 * own limits. `spent` says its cookie goes: always, but for a wait met before the code was checked or a failed save.
 */
export async function checkInWithPass(
  memberId: number,
  pass: CheckInPass,
  now: Date,
  limits: CheckInLimits = checkInLimits,
) {
  const refusal = mayTry(memberId, limits);
  if (refusal) return { answer: refusal, spent: false };
  const found = await findCode(pass.code, pass.openedAt, pass.eventId);
  if (found.kind === 'closed') return { answer: closedAnswer(found), spent: true };
  if (found.kind !== 'open') return { answer: wrongCode(memberId, found, limits), spent: true };
  const answer = await checkInAt(memberId, pass.eventId, now, limits, pass);
  return { answer, spent: answer.init?.status !== 429 && answer.init?.status !== 500 };
}

/**
 * For a signed-out visitor who opened the QR address: whether its code is valid now. 'open' earns a pass and counts
 * toward the event's signed-out ceiling; a wrong code is said in words and gives nothing. Past the event's budget of
 * wrong codes the code is not checked here: 'unchecked' earns a pass whose code is checked once they have signed in.
 */
export async function checkQrCode(eventId: number, code: string, now: Date, limits: CheckInLimits = checkInLimits) {
  if (limits.signedOutWrong.wait(eventKey(eventId)) !== null) return { kind: 'unchecked' as const };
  const found = await findCode(code, now, eventId);
  if (found.kind === 'open') {
    const wait = limits.signedOutPerEvent.hit(eventKey(eventId));
    if (wait !== null) return { kind: 'limited' as const, message: M.busy(wait) };
    return found;
  }
  limits.signedOutWrong.hit(eventKey(eventId));
  return { kind: 'refused' as const, message: messageOf(found) };
}

function messageOf(found: Exclude<CodeLookup, { kind: 'open' }>): string {
  if (found.kind === 'closed') return M.closed(found.eventName);
  return found.kind === 'expired' ? M.expired : M.wrongCode;
}
