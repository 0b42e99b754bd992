import { auditCount as count, type AuditTexts } from '../../shared/db/audit-texts';

/** The admin overview's sentence for a reshuffle of the bro-date groups. */
export const auditTexts: AuditTexts = {
  'brodates.reshuffle': (d) => `Reshuffled bro dates: ${count(d.members)} members in ${count(d.groupSizes)} groups`,
};
