/**
 * A member's current role is the position of their officer term covering today in the chapter's time zone
 * (app/features/officer-terms/README.md). The session, the brothers page and user management join terms on this
 * condition in their own single query, so a board set to start on January 1 takes over at midnight there by itself.
 */
import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { members, terms } from '../../../db/schema';
import { now } from '../time/clock.server';
import { chapterDay } from '../time/chapter-day';

/** Today in the chapter's time zone, by the request's clock (which an end-to-end test may move). */
export const chapterToday = (instant: Date = now()) => chapterDay(instant);

/** The join condition: this member's term that covers `day` (at most one, which the database guarantees). */
export function termCoveringDay(day: string): SQL {
  return and(
    eq(terms.memberId, members.id),
    lte(terms.startsOn, day),
    or(isNull(terms.endsOn), gte(terms.endsOn, day)),
  ) as SQL;
}
