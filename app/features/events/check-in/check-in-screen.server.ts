import { and, desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { attendance, events, members } from '../../../../db/schema';
import { db, type Tx } from '../../../shared/db/db.server';
import { recordAudit } from '../../../shared/db/audit.server';
import { inTransaction } from '../../../shared/db/transaction.server';
import { refuse } from '../../../shared/forms/refusal';
import { fullName } from '../../../shared/members/full-name';
import { env } from '../../../shared/runtime/env.server';
import { checkInOpensFrom, checkInState } from './check-in-state';
import { checkInCode, windowAt, windowEndsAt } from './check-in-code.server';
import { CHECK_IN_MESSAGES as M } from './check-in-messages';
import { checkInTimeText } from './check-in-time-text';
import { tellCheckInOpened } from './check-in-notice.server';

/** The address a QR code opens: the member's check-in page with the event and the code of the moment. */
export function checkInAddress(origin: string, eventId: number, code: string): string {
  return `${origin}/check-in?${new URLSearchParams({ event: String(eventId), code })}`;
}

/** The site's address for members: PUBLIC_URL when set, else the address the request came to. */
export function siteOrigin(request: Request): string {
  return env().PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin;
}

// The screen asks every 2 seconds and the code changes every 30: the last drawing is kept, so it is drawn once.
let lastQr: { text: string; svg: string } | null = null;
async function qrSvg(text: string): Promise<string> {
  if (lastQr?.text !== text) {
    lastQr = { text, svg: await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
  }
  return lastQr.svg;
}

/** The attendance rows of the members who checked themselves in at an event (not those marked on the roster). */
const checkedInAt = (eventId: number) =>
  and(eq(attendance.eventId, eventId), eq(attendance.how, 'check-in'), eq(attendance.status, 'attended'));

export interface CheckedIn {
  name: string;
  at: string;
}

/** Everything the check-in screen shows of an event, as of `now`; null when the event does not exist. */
export async function loadCheckInScreen(eventId: number, now: Date, origin: string) {
  const [event] = await db().select().from(events).where(eq(events.id, eventId));
  if (!event) return null;
  const state = checkInState(event, now);
  const rows = await db()
    .select({ firstName: members.firstName, lastName: members.lastName, at: attendance.recordedAt })
    .from(attendance)
    .innerJoin(members, eq(members.id, attendance.memberId))
    .where(checkedInAt(eventId))
    .orderBy(desc(attendance.recordedAt));
  const checkedIn: CheckedIn[] = rows.map((row) => ({ name: fullName(row), at: row.at.toISOString() }));
  const base = {
    event: {
      id: event.id,
      name: event.name,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      graceMinutes: event.checkInGraceMinutes,
    },
    now: now.getTime(),
    /** Where members type the code, as they would type it: the site's host and /check-in. */
    address: `${new URL(origin).host}/check-in`,
    checkedIn,
  };
  if (state.state !== 'open') {
    const closedAt = state.state === 'closed' ? state.closedAt.toISOString() : null;
    return { ...base, open: null, closedAt };
  }
  const window = windowAt(now);
  const code = checkInCode(event.id, event.checkInStartedAt as Date, window);
  return {
    ...base,
    open: {
      code,
      startedAt: (event.checkInStartedAt as Date).toISOString(),
      changesAt: windowEndsAt(window).getTime(),
      closesAt: state.closesAt.toISOString(),
      qr: await qrSvg(checkInAddress(origin, event.id, code)),
    },
    closedAt: null,
  };
}

/** A start refused on the grace minutes, which the officer may change. */
function refuseStart(message: string): never {
  refuse(400, message, { errors: { graceMinutes: message } });
}

/** The event whose check-in is started or closed, locked until the change is written; 404 when it is gone. */
async function lockedEvent(tx: Tx, eventId: number) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event ?? refuse(404, M.eventGone);
}

/**
 * Opens check-in with the officer's grace minutes, audited; its event's name. A new start gives new codes. Refused when
 * it would close at once (the end plus the grace has passed) or the event begins more than an hour from now.
 */
export async function startCheckIn(officerId: number, eventId: number, graceMinutes: number, now: Date) {
  return inTransaction(async (tx) => {
    const event = await lockedEvent(tx, eventId);
    if (checkInState(event, now).state === 'open') refuse(409, M.alreadyOpen);
    const from = checkInOpensFrom(event.startsAt);
    if (now < from) refuseStart(M.tooEarly(checkInTimeText(from, now)));
    const wouldClose = checkInState(
      { ...event, checkInStartedAt: now, checkInClosedAt: null, checkInGraceMinutes: graceMinutes },
      now,
    );
    if (wouldClose.state === 'closed') refuseStart(M.tooLate(checkInTimeText(wouldClose.closedAt, now)));
    await tx
      .update(events)
      .set({ checkInStartedAt: now, checkInClosedAt: null, checkInGraceMinutes: graceMinutes })
      .where(eq(events.id, eventId));
    await recordAudit(tx, officerId, 'events.check-in-start', { eventId, name: event.name, graceMinutes });
    await tellCheckInOpened(tx, event);
    return event.name;
  });
}

/** Closes an open check-in now, with its audit row (how many had checked in); its event's name and that count. */
export async function closeCheckIn(officerId: number, eventId: number, now: Date) {
  return inTransaction(async (tx) => {
    const event = await lockedEvent(tx, eventId);
    if (checkInState(event, now).state !== 'open') refuse(409, M.notOpen);
    await tx.update(events).set({ checkInClosedAt: now }).where(eq(events.id, eventId));
    const count = await tx.$count(attendance, checkedInAt(eventId));
    await recordAudit(tx, officerId, 'events.check-in-close', { eventId, name: event.name, checkedIn: count });
    return { eventName: event.name, count };
  });
}
