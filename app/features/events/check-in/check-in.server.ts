import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { attendance, events, members } from '../../../../db/schema';
import { db } from '../../../shared/db/db.server';
import { inTransaction } from '../../../shared/db/transaction.server';
import { refuse } from '../../../shared/forms/refusal';
import { syncPoints } from '../attendance/attendance.server';
import { checkInState, LONGEST_GRACE_MS } from './check-in-state';
import { takePass, type CheckInPass } from './check-in-pass.server';
import { CHECK_IN_WINDOW_MS, codeMatches, LOOK_BACK_WINDOWS, recentWindows, windowAt } from './check-in-code.server';
import { CHECK_IN_MESSAGES as M } from './check-in-messages';

/** What a code says of the event it belongs to, as of an instant: open, or why a check-in with it is refused. */
export type CodeLookup =
  | { kind: 'open'; eventId: number }
  | { kind: 'expired' }
  | { kind: 'closed'; eventName: string }
  | { kind: 'wrong-code' };

/** What `checkInState` reads of an event, with its id and name: the columns every check-in lookup selects. */
export const CHECK_IN_COLUMNS = {
  id: events.id,
  name: events.name,
  endsAt: events.endsAt,
  checkInStartedAt: events.checkInStartedAt,
  checkInClosedAt: events.checkInClosedAt,
  checkInGraceMinutes: events.checkInGraceMinutes,
};

/**
 * The event a code belongs to, as of `now`: open for the current and the previous window's codes (one read just
 * before it turned still works), 'expired' or 'closed' for the few windows before, else a wrong code naming no event.
 */
export async function findCode(code: string, now: Date, eventId?: number): Promise<CodeLookup> {
  const lookBack = new Date(now.getTime() - (LOOK_BACK_WINDOWS + 1) * CHECK_IN_WINDOW_MS);
  const candidates = await db()
    .select(CHECK_IN_COLUMNS)
    .from(events)
    .where(
      and(
        isNotNull(events.checkInStartedAt),
        eventId === undefined
          ? // Check-ins that may be open, or have closed within the look-back.
            and(
              gt(events.endsAt, new Date(lookBack.getTime() - LONGEST_GRACE_MS)),
              or(isNull(events.checkInClosedAt), gt(events.checkInClosedAt, lookBack)),
            )
          : eq(events.id, eventId),
      ),
    );
  const current = windowAt(now);
  let found: CodeLookup = { kind: 'wrong-code' };
  for (const event of candidates) {
    const startedAt = event.checkInStartedAt as Date;
    const state = checkInState(event, now);
    if (
      state.state === 'open' &&
      (codeMatches(code, event.id, startedAt, current) || codeMatches(code, event.id, startedAt, current - 1))
    )
      return { kind: 'open', eventId: event.id };
    const last = state.state === 'closed' ? Math.min(current, windowAt(state.closedAt)) : current;
    if (recentWindows(startedAt, last).some((w) => codeMatches(code, event.id, startedAt, w)))
      found = state.state === 'closed' ? { kind: 'closed', eventName: event.name } : { kind: 'expired' };
  }
  return found;
}

/** A code refused on the form's code field, where the member types it again. */
export function refuseCode(status: 400 | 409, message: string): never {
  refuse(status, message, { errors: { code: message } });
}

/**
 * Checks an active member in while check-in is open, once, in one transaction with their points and the pass used up;
 * anything else is refused. Being there replaces an earlier 'excused'.
 */
export async function checkInMember(
  memberId: number,
  eventId: number,
  now: Date,
  pass?: CheckInPass,
): Promise<{ eventName: string; points: number }> {
  return inTransaction(async (tx) => {
    const [member] = await tx.select({ status: members.status }).from(members).where(eq(members.id, memberId));
    if (member?.status !== 'active') refuse(403, M.notAMember);
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('share');
    if (!event) refuseCode(400, M.wrongCode);
    if (checkInState(event, now).state !== 'open') refuse(409, M.closed(event.name));
    if (pass && !(await takePass(tx, pass))) refuseCode(409, M.passUsed);
    const written = await tx
      .insert(attendance)
      .values({ eventId, memberId, status: 'attended', how: 'check-in', recordedAt: now })
      .onConflictDoUpdate({
        target: [attendance.eventId, attendance.memberId],
        set: { status: 'attended', how: 'check-in', reason: null, recordedBy: null, recordedAt: now },
        setWhere: sql`${attendance.status} <> 'attended'`,
      })
      .returning({ memberId: attendance.memberId });
    if (written.length === 0) refuse(409, M.already(event.name));
    await syncPoints(tx, eventId, [memberId]);
    return { eventName: event.name, points: event.points };
  });
}
