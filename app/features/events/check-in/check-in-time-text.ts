import { chapter } from '../../../config/chapter';
import { chapterDay } from '../../../shared/time/chapter-day';
import { dateTimeFormat } from '../../../shared/time/date-time-format';
import { clockText } from '../event-time-text';

/** A check-in moment as the chapter reads it: the time alone on the same day as `today`, else with the date. */
export function checkInTimeText(instant: string | Date, today: string | Date | number): string {
  const at = new Date(instant);
  return chapterDay(at) === chapterDay(new Date(today)) ? clockText(at) : dateTimeText(at);
}

/** A moment with its day: "Sun, Nov 15, 9:00 PM". */
function dateTimeText(instant: Date): string {
  return dateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: chapter.timeZone,
  }).format(instant);
}

/** Whole seconds until the code changes, 0 to 30. */
export function secondsUntil(changesAt: number, now: number): number {
  return Math.min(30, Math.max(0, Math.ceil((changesAt - now) / 1000)));
}
