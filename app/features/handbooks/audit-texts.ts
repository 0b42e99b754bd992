import type { AuditTexts } from '../../shared/db/audit-texts';

/** The admin overview's sentence for each change to a position's handbook. */
export const auditTexts: AuditTexts = {
  'handbooks.save': (d) => `Saved the ${String(d.position ?? '')} handbook`,
  'handbooks.restore': (d) => `Restored an earlier version of the ${String(d.position ?? '')} handbook`,
};
