/** How election times read and are typed: in the chapter's time zone, whatever the visitor's. */
import { chapter } from '../../config/chapter';
import { dateTimeFormat } from '../../shared/time/date-time-format';

const moment = dateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: chapter.timeZone,
});

/** "Tue, Nov 10, 2026, 9:00 AM". */
export const momentText = (iso: string | Date) => moment.format(new Date(iso));

/** "Tue, Nov 10, 2026, 9:00 AM – Thu, Nov 12, 2026, 9:00 AM". */
export const periodText = (opens: string | Date, closes: string | Date) =>
  `${momentText(opens)} – ${momentText(closes)}`;

const wall = dateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: chapter.timeZone,
});

/** An instant as a datetime-local input shows it in the chapter's zone: "2026-11-10T09:00". */
export function localInputValue(iso: string | Date): string {
  const part = Object.fromEntries(wall.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}
