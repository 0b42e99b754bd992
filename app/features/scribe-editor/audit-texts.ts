import { auditCount as count, type AuditTexts } from '../../shared/db/audit-texts';

/** The admin overview's sentence for each change the scribe editor records. */
export const auditTexts: AuditTexts = {
  'scribe.add-event': (d) => `Added the event ${String(d.name ?? '')}`,
  'scribe.delete-event': (d) => `Deleted the event ${String(d.name ?? '')}`,
  'scribe.save': (d) => `Saved ${count(d.cells)} changed points`,
  'scribe.reset': (d) => `Reset everything: ${count(d.events)} events deleted`,
};
