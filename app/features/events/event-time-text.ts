/**
 * How an event's days and times read on every events, check-in and attendance page, in the chapter's time zone
 * and in the chapter's own (US) clock, so the list, the event page, the check-in screen and the dashboard agree.
 */
import { chapter } from '../../config/chapter';
import { chapterDay } from '../../shared/time/chapter-day';
import { dateTimeFormat } from '../../shared/time/date-time-format';
import { timeInZone } from './event/event-form-rules';

/** An event's date: "Mon, Nov 16, 2026". */
export const eventDateText = (instant: Date) =>
  dateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: chapter.timeZone,
  }).format(instant);

/** A time of day: "7:00 PM". */
export const clockText = (instant: Date) =>
  dateTimeFormat('en-US', { timeStyle: 'short', timeZone: chapter.timeZone }).format(instant);

/**
 * How an event's time reads in lists: "Tue, Nov 24, 2026, 7:00 PM–8:30 PM"; an all-day event (midnight to midnight)
 * "Sat, Dec 12, 2026, all day"; one that ends on a later day names both days.
 */
export function eventWhen(startsAt: Date, endsAt: Date): string {
  const lastDay = new Date(endsAt.getTime() - 1);
  if (timeInZone(startsAt) === '00:00' && timeInZone(endsAt) === '00:00' && endsAt > startsAt) {
    const oneDay = chapterDay(lastDay) === chapterDay(startsAt);
    return oneDay
      ? `${eventDateText(startsAt)}, all day`
      : `${eventDateText(startsAt)} – ${eventDateText(lastDay)}, all day`;
  }
  if (chapterDay(startsAt) === chapterDay(endsAt)) {
    return `${eventDateText(startsAt)}, ${clockText(startsAt)}–${clockText(endsAt)}`;
  }
  return `${eventDateText(startsAt)}, ${clockText(startsAt)} – ${eventDateText(endsAt)}, ${clockText(endsAt)}`;
}
