import { chapter } from '../../config/chapter';
import type { AuditEntry } from '../../shared/db/audit.server';
import { describeAudit } from './audit-text';
import { dateTimeFormat } from '../../shared/time/date-time-format';

export interface AuditLine {
  id: number;
  at: string;
  atText: string;
  who: string;
  what: string;
}

const when = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: chapter.timeZone });

/** Audit entries as the officers read them: when (in the chapter's time zone), who, and what in a sentence. */
export const auditLines = (entries: readonly AuditEntry[]): AuditLine[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    atText: when.format(entry.createdAt),
    who: entry.actorName ?? 'A former member',
    what: describeAudit(entry.action, entry.details, entry.subjectName),
  }));
