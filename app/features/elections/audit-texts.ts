import { auditCount as count, auditDay as day, type AuditTexts } from '../../shared/db/audit-texts';

const seats = (value: unknown) =>
  Array.isArray(value)
    ? value.map((w: Record<string, unknown>) => `${String(w.name ?? 'a member')} as ${String(w.position)}`).join(', ')
    : 'no position';
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : 'no position');

/** The admin overview's sentence for each step of an election; a ballot's names only the positions voted on. */
export const auditTexts: AuditTexts = {
  'elections.create': (d) => `Created the election ${String(d.title ?? '')} for ${list(d.positions)}`,
  'elections.edit': (d) => `Edited the election ${String(d.title ?? '')}`,
  'elections.nominate': (d, name) => `Nominated ${name} for ${String(d.position ?? 'a position')}`,
  'elections.accept': (d) => `Accepted a nomination for ${String(d.position ?? 'a position')}`,
  'elections.decline': (d) => `Declined a nomination for ${String(d.position ?? 'a position')}`,
  // A ballot's audit row holds the positions voted on, never the choice.
  'elections.vote': (d) => `Cast a ballot for ${list(d.positions)}`,
  'elections.publish': (d) => `Published election results (${String(d.eligibleVoters ?? '?')} eligible voters)`,
  'elections.runoff': (d) => `Started a runoff for ${String(d.position ?? 'a position')}`,
  'elections.apply-request': (d) =>
    `Applied the results of “${String(d.title ?? '')}” from ${day(d.startsOn)}, for another officer to confirm: ${seats(d.winners)}`,
  'elections.apply-withdraw': (d) =>
    `Withdrew the results of “${String(d.title ?? '')}” applied from ${day(d.startsOn)}: nothing changed`,
  // Entries from before results were confirmed by a second officer carry no title.
  'elections.apply': (d) =>
    d.title === undefined
      ? `Applied election results: ${count(d.winners)} terms from ${day(d.startsOn)}`
      : `${d.requestedBy ? 'Confirmed' : 'Applied'} the results of “${String(d.title)}”: ${seats(d.winners)} from ${day(d.startsOn)}`,
};
