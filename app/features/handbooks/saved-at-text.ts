import { chapter } from '../../config/chapter';
import { dateTimeFormat } from '../../shared/time/date-time-format';

const format = dateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: chapter.timeZone,
});

/** When a version was saved, as the chapter reads it: "on November 25, 2026 at 9:40 AM" (Los Angeles). */
export const savedAtText = (savedAt: Date) => `on ${format.format(savedAt)}`;
