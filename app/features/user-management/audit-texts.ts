import type { AuditTexts } from '../../shared/db/audit-texts';

/** The admin overview's sentence for each change user management records. */
export const auditTexts: AuditTexts = {
  'member.create': (_, name) => `Added user ${name}`,
  'member.update': (_, name) => `Updated user ${name}`,
  'alumni.create': (_, name) => `Added alumni ${name}`,
  'alumni.update': (_, name) => `Updated alumni ${name}`,
  'member.convert-to-alumni': (_, name) => `Converted ${name} to alumni`,
  'alumni.convert-to-active': (_, name) => `Converted ${name} back to an active user`,
  'members.import': (d) =>
    `Imported a CSV file: ${String(d.added ?? 0)} new, ${String(d.updated ?? 0)} updated` +
    // Imports recorded before unchanged rows were counted say nothing about them.
    (d.unchanged === undefined ? '' : `, ${String(d.unchanged)} unchanged`),
};
