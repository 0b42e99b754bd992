/** How attendance reads on the pages and in the CSV, word for word. */
import type { ReportLine } from './attendance-report';
import { percent, type Rate } from './attendance-rate';

/** How a member's attendance, and so their points, came: the CSV's How column and the dashboard's breakdown. */
export const HOW_TEXT = { 'check-in': 'Checked in', roster: 'Marked on the roster' } as const;

/** Points the Scribe typed in the points sheet, which attendance leaves alone. */
export const OVERRIDE_TEXT = 'Set in the points sheet';

/** An event not ended yet, where a member not marked may still come: not an absence. */
export const UNDER_WAY = 'Under way';

/** An event's rate as the officers' page and /admin's chart show it: "Under way" until it ends, else "67%" or "—". */
export const eventRateText = (event: Rate & { underWay: boolean }) => (event.underWay ? UNDER_WAY : percent(event));

/**
 * The status on the member's own page: as everywhere, except that an event still under way where they are not marked
 * reads "Under way", since they may still check in.
 */
export function ownStatusText(line: Pick<ReportLine, 'status' | 'how' | 'underWay'>): string {
  return line.status === 'absent' && line.underWay ? UNDER_WAY : statusText(line);
}

/** The member's status at an event: "Checked in", "Attended" (marked on the roster), "Excused", "Absent". */
export function statusText(line: Pick<ReportLine, 'status' | 'how'>): string {
  if (line.status === 'attended') return line.how === 'check-in' ? 'Checked in' : 'Attended';
  return line.status === 'excused' ? 'Excused' : 'Absent';
}
