import { loadTermReport } from './attendance-report.server';
import { eventDateText } from '../event-time-text';
import { termAt } from '../term';
import { eventRateText } from './attendance-text';

export interface TermAttendanceBar {
  id: number;
  name: string;
  date: string;
  attended: number;
  /** The active members not excused. */
  outOf: number;
  /** attended ÷ outOf as a whole percentage; null when every active member was excused or it is under way. */
  percent: number | null;
  /** Whether the event has not ended: those not marked may still come, so it has no share yet. */
  underWay: boolean;
  /** The share as the officers' attendance page writes it: "67%", "—" or "Under way". */
  rateText: string;
}

/** This term's events that have started, oldest first, each with the share of active members who attended. */
export async function termAttendanceChart(now: Date): Promise<{ term: string; events: TermAttendanceBar[] }> {
  const term = termAt(now);
  const report = await loadTermReport(term, now);
  return {
    term: term.name,
    events: report.events.toReversed().map((event) => ({
      id: event.id,
      name: event.name,
      date: eventDateText(event.startsAt),
      attended: event.attended,
      outOf: event.outOf,
      percent: event.rate === null ? null : Math.round(event.rate * 100),
      underWay: event.underWay,
      rateText: eventRateText(event),
    })),
  };
}
