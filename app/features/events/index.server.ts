/**
 * What the points sheet may use of events on the server: there is one list of events, so a column added or deleted
 * in the sheet is an event added or deleted here, under the same name rule.
 */
export { createEventNamed, deleteEvent } from './event/events.server';
/**
 * What the points sheet writes of the points, in its own transaction: the cells the Scribe types, the points of
 * members who leave, and its reset of every event with its points.
 */
export { deleteEveryEvent, deletePointsOf, overridePoints, type PointCell } from './attendance/point-cells.server';
/** What /admin may use of events: this term's attendance share per event, for its chart. */
export { termAttendanceChart, type TermAttendanceBar } from './attendance/attendance-chart.server';
/**
 * What the dashboard and the home page (for a signed-in member) may use of events: the check-ins open now that the
 * member has yet to check in to.
 */
export { openCheckInsFor } from './check-in/check-in-open.server';
/** What the sign-in page may use of events: its sentence for someone finishing a check-in from the QR address. */
export { passNotice } from './check-in/check-in-open.server';
/** What a member's calendar feed may use of events: the chapter's events from a day on, without attendance. */
export { calendarEventsSince, type CalendarEvent } from './event/events.server';
/** What the weekly digest may use of events: a member's points and attendance rate this term. */
export { termSummaryOf, type TermSummary } from './attendance/term-summary.server';
