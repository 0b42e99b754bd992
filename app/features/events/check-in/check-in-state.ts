/** What decides whether an event's check-in is open: its end, when check-in was started and closed, the grace. */
export interface CheckInTimes {
  endsAt: Date;
  checkInStartedAt: Date | null;
  checkInClosedAt: Date | null;
  checkInGraceMinutes: number;
}

export type CheckInState =
  { state: 'not-started' } | { state: 'open'; closesAt: Date } | { state: 'closed'; closedAt: Date };

const MINUTE_MS = 60_000;

/** The longest grace an officer may give (a day): an event that ended before it cannot have check-in open. */
export const LONGEST_GRACE_MINUTES = 1440;
export const LONGEST_GRACE_MS = LONGEST_GRACE_MINUTES * MINUTE_MS;

/** How long before an event begins check-in may be started: members arrive early, never weeks early. */
export const START_LEAD_MS = 60 * MINUTE_MS;

/** The first moment an officer may start an event's check-in. */
export const checkInOpensFrom = (startsAt: Date) => new Date(startsAt.getTime() - START_LEAD_MS);

/** When check-in closes by itself: the event's end plus the grace minutes. */
export function closesByItselfAt(endsAt: string | Date, graceMinutes: number): Date {
  return new Date(new Date(endsAt).getTime() + graceMinutes * MINUTE_MS);
}

/**
 * Check-in is open from the moment an officer starts it until the officer closes it or the event's end plus the
 * grace minutes passes, whichever comes first.
 */
export function checkInState(event: CheckInTimes, now: Date): CheckInState {
  if (!event.checkInStartedAt) return { state: 'not-started' };
  const endsWithGrace = closesByItselfAt(event.endsAt, event.checkInGraceMinutes).getTime();
  const closesAt = Math.min(event.checkInClosedAt?.getTime() ?? Infinity, endsWithGrace);
  return now.getTime() < closesAt
    ? { state: 'open', closesAt: new Date(closesAt) }
    : { state: 'closed', closedAt: new Date(closesAt) };
}
