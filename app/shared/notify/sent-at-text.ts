import { chapter } from '../../config/chapter';
import { dateTimeFormat } from '../time/date-time-format';

const format = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: chapter.timeZone });

/** When a message was sent, as the chapter reads it: "Dec 5, 2026, 9:40 AM" (Los Angeles). */
export const sentAtText = (iso: string) => format.format(new Date(iso));
