/** How attendance reads on the pages and in the CSV, word for word. */
import { chapter } from '../../config/chapter';
import type { ReportLine } from './attendance-report';

/** The member's status at an event: "Checked in", "Attended" (marked on the roster), "Excused", "Absent". */
export function statusText(line: Pick<ReportLine, 'status' | 'how'>): string {
  if (line.status === 'attended') return line.how === 'check-in' ? 'Checked in' : 'Attended';
  return line.status === 'excused' ? 'Excused' : 'Absent';
}

const eventDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: chapter.timeZone,
});

/** An event's date in the chapter's time zone: "Mon, Nov 16, 2026". */
export const eventDateText = (instant: Date) => eventDate.format(instant);
