/** The dashboard's Upcoming Events card: the chapter calendar's next occurrences, as the card shows them. */
export { upcomingEvents, type UpcomingEvent } from './calendar.server';
/** The events tool: the chapter calendar's upcoming occurrences, to adopt as events. */
export { adoptableCalendarEntries } from './calendar.server';
export type { CalendarEntry } from './calendar';
