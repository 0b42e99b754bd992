/** What the points sheet may use of events in the browser: the rule an event's name follows, and its limit. */
export { eventNameProblem } from './event/event-name-rules';
export { MAX_EVENT_NAME } from './event/event-limits';
/** What the dashboard's Points Breakdown says of how each event's points came, in the attendance pages' words. */
export { HOW_TEXT, OVERRIDE_TEXT } from './attendance/attendance-text';
/** What the demo chapter's seed uses: how long an event known only by its start lasts. */
export { endWhenUnknown } from './event/event-length';
/** What the weekly digest may use: how an event's time reads in lists. */
export { eventWhen } from './event-time-text';
