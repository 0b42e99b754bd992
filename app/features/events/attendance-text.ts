/** How attendance reads on the pages and in the CSV, word for word. */
import type { ReportLine } from './attendance-report';

/** The member's status at an event: "Checked in", "Attended" (marked on the roster), "Excused", "Absent". */
export function statusText(line: Pick<ReportLine, 'status' | 'how'>): string {
  if (line.status === 'attended') return line.how === 'check-in' ? 'Checked in' : 'Attended';
  return line.status === 'excused' ? 'Excused' : 'Absent';
}
