import { termAt } from '../term';
import { loadTermReport } from './attendance-report.server';
import { memberAtEvent } from './attendance-report';
import { memberRate, percent } from './attendance-rate';

/** A member's term so far as the weekly digest says it: its name, the points earned at its events, and the rate. */
export interface TermSummary {
  term: string;
  points: number;
  attended: number;
  outOf: number;
  /** "75%", or "—" with nothing to count yet. */
  rate: string;
}

export async function termSummaryOf(memberId: number, at: Date): Promise<TermSummary> {
  const term = termAt(at);
  const report = await loadTermReport(term, at, memberId);
  const lines = report.lines.filter((line) => line.member.id === memberId);
  const rate = memberRate(lines.map(memberAtEvent));
  return {
    term: term.name,
    points: lines.reduce((sum, line) => sum + line.points, 0),
    attended: rate.attended,
    outOf: rate.outOf,
    rate: percent(rate),
  };
}
