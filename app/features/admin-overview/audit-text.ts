import { joinAuditTexts, type AuditTexts } from '../../shared/db/audit-texts';

// Each feature describes the actions it records in its own `audit-texts.ts`; Vite gathers them when it builds.
const TEXTS = joinAuditTexts(
  import.meta.glob<AuditTexts>('../*/audit-texts.ts', { eager: true, import: 'auditTexts' }),
);

/**
 * One line for an audit-log entry, for the officer overview; unknown actions show their name and details. The
 * member a change was about is named by the name the entry recorded, else by their current name (`subjectName`),
 * else, when the record is gone, as a former member with the record's number.
 */
export function describeAudit(action: string, details: unknown, subjectName: string | null = null): string {
  const d = (details && typeof details === 'object' ? details : {}) as Record<string, unknown>;
  const name =
    typeof d.name === 'string' ? d.name : (subjectName ?? `a former member (record ${String(d.memberId ?? '?')})`);
  const text = TEXTS.get(action);
  if (text) return text(d, name);
  const facts = Object.entries(d)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`);
  return facts.length > 0 ? `${action} (${facts.join(', ')})` : action;
}
