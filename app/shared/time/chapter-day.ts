import { chapter } from '../../config/chapter';
import { dateInZone } from './time-zone';

/**
 * The chapter's calendar day (YYYY-MM-DD) at an instant: what "today" means for officer terms, events and the pages
 * kept in memory, whatever the server's own zone.
 */
export const chapterDay = (instant: Date, timeZone: string = chapter.timeZone) => dateInZone(instant, timeZone);
