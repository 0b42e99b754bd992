import { requireTool } from '../../shared/session/guards.server';
import { formatCsv } from '../../shared/text/csv';
import { formatMemberCsv } from './member-csv';
import { chapterToday } from '../../shared/members/current-position.server';
import { exportRoster } from './member-roster.server';
import type { Route } from './+types/user-management-export.route';

/** GET: the roster of actives and alumni as a CSV download (the import reads the same columns). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'user-management');
  const csv = formatCsv(formatMemberCsv(await exportRoster()));
  const filename = `members-${chapterToday()}.csv`;
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
