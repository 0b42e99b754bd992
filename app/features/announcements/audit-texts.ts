import type { AuditTexts } from '../../shared/db/audit-texts';

/** The admin overview's sentence for each announcement sent. */
export const auditTexts: AuditTexts = {
  'announcements.send': (d) =>
    `Sent the announcement “${String(d.subject ?? '')}” to ${String(d.audience ?? '')} (${String(d.recipients ?? 0)})`,
};
