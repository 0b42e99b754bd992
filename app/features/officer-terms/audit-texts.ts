import { auditDay as day, type AuditTexts } from '../../shared/db/audit-texts';
import { termText } from './messages';

/** The admin overview's sentence for each change to officer terms. */
export const auditTexts: AuditTexts = {
  'terms.assign': (d, name) => {
    const made = `Made ${name} ${String(d.position)} from ${day(d.startsOn)}`;
    const ended = Array.isArray(d.ended) ? (d.ended as Record<string, unknown>[]) : [];
    // Entries written before the outgoing holders' names were recorded say how many terms ended.
    if (ended.length > 0 && ended.every((term) => typeof term.name === 'string')) {
      return [
        made,
        ...ended.map((term) => `${String(term.name)}'s term as ${String(term.position)} ends on ${day(term.endsOn)}`),
      ].join('; ');
    }
    return (
      made +
      (ended.length > 0
        ? `, ending ${ended.length === 1 ? 'the running term' : `${ended.length} running terms`} the day before`
        : '')
    );
  },
  'terms.end': (d, name) => `Ended ${name}'s term as ${String(d.position)} on ${day(d.endsOn)}`,
  'terms.remove': (d, name) =>
    `Removed ${name}'s coming term as ${termText({
      position: String(d.position),
      startsOn: String(d.startsOn),
      endsOn: typeof d.endsOn === 'string' ? d.endsOn : null,
    })}`,
};
