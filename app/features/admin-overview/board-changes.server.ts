/**
 * Who holds which position, and who is about to: the results waiting for a second officer's confirmation and the
 * changes of officer terms of the last 30 days, shown to every member on the dashboard and to every officer in
 * Officer Tools (docs/decisions/0015-election-safeguards.md). A change of who holds a tool is never quiet.
 */
import { latestAuditEntries } from '../../shared/db/audit.server';
import { pendingConfirmations, type PendingBoard } from '../elections/index.server';
import { auditLines, type AuditLine } from './audit-lines.server';
import { DAY_MS } from '../../shared/time/calendar-days';

/** The audit actions that change, or ask to change, who holds a position. */
export const BOARD_ACTIONS = [
  'terms.assign',
  'terms.end',
  'terms.remove',
  'elections.apply-request',
  'elections.apply-withdraw',
  'elections.apply',
] as const;

const DAYS = 30;

export interface BoardChanges {
  pending: PendingBoard[];
  changes: AuditLine[];
}

/** Every change of the last 30 days, however many: a change of who holds a tool never drops out of view. */
export async function boardChanges(instant: Date): Promise<BoardChanges> {
  const since = new Date(instant.getTime() - DAYS * DAY_MS);
  const [pending, entries] = await Promise.all([
    pendingConfirmations(),
    latestAuditEntries(null, { actions: BOARD_ACTIONS, since }),
  ]);
  return { pending, changes: auditLines(entries) };
}
