import { requireTool } from '../../../shared/session/guards.server';
import { now } from '../../../shared/time/clock.server';
import { formatCsv } from '../../../shared/text/csv';
import { attendanceCsvName, attendanceCsvRows } from './attendance-csv';
import { loadTermReport } from './attendance-report.server';
import { chosenTerm } from '../term';
import type { Route } from './+types/attendance-export.route';

/** GET: the chosen term's attendance as a CSV download, the same rows the officers' page counts. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'events');
  const at = now();
  const { term } = chosenTerm(new URL(request.url).searchParams.get('term'), at);
  const report = await loadTermReport(term, at);
  return new Response(formatCsv(attendanceCsvRows(report.lines)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${attendanceCsvName(term.name)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
