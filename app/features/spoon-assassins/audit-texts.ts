import { auditCount as count, type AuditTexts } from '../../shared/db/audit-texts';

/** The admin overview's sentence for each change to the spoon assassins game. */
export const auditTexts: AuditTexts = {
  'spoon.save': (d) =>
    `Saved a spoon assassins chain of ${count(d.players)} players` +
    (d.eliminated === undefined ? '' : `, ${count(d.eliminated)} still eliminated`),
  'spoon.new-game': (d) => `Started a new spoon assassins game: ${count(d.players)} players back in`,
  'spoon.toggle-elimination': (d, name) =>
    d.isEliminated ? `Marked ${name} eliminated in spoon assassins` : `Marked ${name} back in the spoon assassins game`,
};
