/** What the events tool may use of the dashboard: the chapter calendar's upcoming occurrences, to adopt as events. */
export { adoptableCalendarEntries } from './calendar.server';
export type { CalendarEntry } from './calendar';
