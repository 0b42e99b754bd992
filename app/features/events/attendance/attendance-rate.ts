/** The attendance rules of a term, pure: a member's status at an event, and the rates shown to members and officers. */
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, type EventCategory } from '../../../config/chapter';
import type { AttendanceStatus } from './attendance.server';

/** One member at one event: what they count for. */
export interface MemberAtEvent {
  category: EventCategory;
  /** Whether attendance is expected of every active member. */
  expected: boolean;
  status: AttendanceStatus;
  /** Whether the event has not ended yet: a member not (yet) marked at it has not missed it. */
  underWay: boolean;
}

export interface Rate {
  attended: number;
  /** The events the rate is out of. */
  outOf: number;
  /** attended ÷ outOf, 0 to 1; null when there is nothing to count. */
  rate: number | null;
}

/**
 * Whether an event counts toward a member's rate: attended, or expected of everyone and over (an event under way is
 * not missed yet); never when excused.
 */
export const countsTowardRate = (e: MemberAtEvent) =>
  e.status === 'attended' || (e.status === 'absent' && e.expected && !e.underWay);

const rate = (attended: number, outOf: number): Rate => ({
  attended,
  outOf,
  rate: outOf > 0 ? attended / outOf : null,
});

/** A member's rate over some events. */
export function memberRate(events: readonly MemberAtEvent[]): Rate {
  const counted = events.filter(countsTowardRate);
  return rate(counted.filter((e) => e.status === 'attended').length, counted.length);
}

/** A member's rate per category, in the categories' order, only the categories with something to count. */
export function ratesByCategory(
  events: readonly MemberAtEvent[],
): (Rate & { category: EventCategory; label: string })[] {
  return EVENT_CATEGORIES.map((category) => ({
    category,
    label: EVENT_CATEGORY_LABELS[category],
    ...memberRate(events.filter((e) => e.category === category)),
  })).filter((r) => r.outOf > 0);
}

/**
 * How many active members attended, were excused from and missed one event, and its rate: excused are left out. An
 * event under way has missed nobody yet, since those not marked may still come: no absences and no rate until it ends.
 */
export function eventRate(
  statuses: readonly AttendanceStatus[],
  underWay = false,
): Rate & { excused: number; absent: number } {
  const count = (s: AttendanceStatus) => statuses.filter((x) => x === s).length;
  const attended = count('attended');
  const absent = underWay ? 0 : count('absent');
  return { ...rate(attended, underWay ? 0 : attended + absent), excused: count('excused'), absent };
}

/** A rate as a whole percentage, "67%", or "—" when there is nothing to count. */
export const percent = (r: Rate) => (r.rate === null ? '—' : `${Math.round(r.rate * 100)}%`);
