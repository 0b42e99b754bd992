import { termText } from '../officer-terms';
import { dayText } from '../../shared/time/calendar-days';

const CONTENT_SECTIONS: Record<string, string> = {
  rush: 'the rush season',
  regent: "the regent's message",
  photos: 'the photos',
  dashboard: 'the dashboard settings',
  contact: 'the contact address',
};

/**
 * One line for an audit-log entry, for the officer overview; unknown actions show their name and details. The
 * member a change was about is named by the name the entry recorded, else by their current name (`subjectName`),
 * else, when the record is gone, as a former member with the record's number.
 */
export function describeAudit(action: string, details: unknown, subjectName: string | null = null): string {
  const d = (details && typeof details === 'object' ? details : {}) as Record<string, unknown>;
  const name =
    typeof d.name === 'string' ? d.name : (subjectName ?? `a former member (record ${String(d.memberId ?? '?')})`);
  const count = (value: unknown) => (Array.isArray(value) ? value.length : Number(value ?? 0));
  const day = (value: unknown) => (typeof value === 'string' ? dayText(value) : 'an unknown day');
  const seats = (value: unknown) =>
    Array.isArray(value)
      ? value.map((w: Record<string, unknown>) => `${String(w.name ?? 'a member')} as ${String(w.position)}`).join(', ')
      : 'no position';
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : 'no position');
  switch (action) {
    case 'member.create':
      return `Added user ${name}`;
    case 'member.update':
      return `Updated user ${name}`;
    case 'alumni.create':
      return `Added alumni ${name}`;
    case 'alumni.update':
      return `Updated alumni ${name}`;
    case 'member.convert-to-alumni':
      return `Converted ${name} to alumni`;
    case 'alumni.convert-to-active':
      return `Converted ${name} back to an active user`;
    case 'members.import':
      return (
        `Imported a CSV file: ${String(d.added ?? 0)} new, ${String(d.updated ?? 0)} updated` +
        // Imports recorded before unchanged rows were counted say nothing about them.
        (d.unchanged === undefined ? '' : `, ${String(d.unchanged)} unchanged`)
      );
    case 'terms.assign': {
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
    }
    case 'terms.end':
      return `Ended ${name}'s term as ${String(d.position)} on ${day(d.endsOn)}`;
    case 'terms.remove':
      return `Removed ${name}'s coming term as ${termText({
        position: String(d.position),
        startsOn: String(d.startsOn),
        endsOn: typeof d.endsOn === 'string' ? d.endsOn : null,
      })}`;
    case 'scribe.add-event':
      return `Added the event ${String(d.name ?? '')}`;
    case 'scribe.delete-event':
      return `Deleted the event ${String(d.name ?? '')}`;
    case 'scribe.save':
      return `Saved ${count(d.cells)} changed points`;
    case 'scribe.reset':
      return `Reset everything: ${count(d.events)} events deleted`;
    case 'events.create':
      return `Created the event ${String(d.name ?? '')}`;
    case 'events.update':
      return (
        `Edited the event ${String(d.name ?? '')}` +
        (d.points && typeof d.points === 'object'
          ? `: points ${String((d.points as { from?: unknown }).from)} to ${String((d.points as { to?: unknown }).to)}`
          : '')
      );
    case 'events.delete':
      return `Deleted the event ${String(d.name ?? '')} with ${count(d.attendance)} attendance records`;
    case 'events.adopt':
      return `Added the event ${String(d.name ?? '')} from the chapter calendar`;
    case 'events.roster':
      return `Saved a roster: ${count(d.attended)} marked attended, ${count(d.excused)} excused, ${count(d.absent)} absent`;
    case 'brodates.reshuffle':
      return `Reshuffled bro dates: ${count(d.members)} members in ${count(d.groupSizes)} groups`;
    case 'spoon.save':
      return (
        `Saved a spoon assassins chain of ${count(d.players)} players` +
        (d.eliminated === undefined ? '' : `, ${count(d.eliminated)} still eliminated`)
      );
    case 'spoon.new-game':
      return `Started a new spoon assassins game: ${count(d.players)} players back in`;
    case 'spoon.toggle-elimination':
      return d.isEliminated
        ? `Marked ${name} eliminated in spoon assassins`
        : `Marked ${name} back in the spoon assassins game`;
    case 'events.check-in-start':
      return `Started check-in for ${String(d.name ?? 'an event')} (${String(d.graceMinutes ?? 0)} grace minutes)`;
    case 'events.check-in-close':
      return `Closed check-in for ${String(d.name ?? 'an event')}: ${String(d.checkedIn ?? 0)} checked in`;
    case 'site-content.save':
      return `Changed ${CONTENT_SECTIONS[String(d.section)] ?? 'the site content'}`;
    case 'site-content.restore':
      return `Restored the previous version of ${CONTENT_SECTIONS[String(d.section)] ?? 'the site content'}`;
    case 'handbooks.save':
      return `Saved the ${String(d.position ?? '')} handbook`;
    case 'handbooks.restore':
      return `Restored an earlier version of the ${String(d.position ?? '')} handbook`;
    case 'elections.create':
      return `Created the election ${String(d.title ?? '')} for ${list(d.positions)}`;
    case 'elections.edit':
      return `Edited the election ${String(d.title ?? '')}`;
    case 'elections.nominate':
      return `Nominated ${name} for ${String(d.position ?? 'a position')}`;
    case 'elections.accept':
      return `Accepted a nomination for ${String(d.position ?? 'a position')}`;
    case 'elections.decline':
      return `Declined a nomination for ${String(d.position ?? 'a position')}`;
    case 'elections.vote':
      // A ballot's audit row holds the positions voted on, never the choice.
      return `Cast a ballot for ${list(d.positions)}`;
    case 'elections.publish':
      return `Published election results (${String(d.eligibleVoters ?? '?')} eligible voters)`;
    case 'elections.runoff':
      return `Started a runoff for ${String(d.position ?? 'a position')}`;
    case 'elections.apply-request':
      return `Applied the results of “${String(d.title ?? '')}” from ${day(d.startsOn)}, for another officer to confirm: ${seats(d.winners)}`;
    case 'elections.apply-withdraw':
      return `Withdrew the results of “${String(d.title ?? '')}” applied from ${day(d.startsOn)}: nothing changed`;
    case 'elections.apply':
      // Entries from before results were confirmed by a second officer carry no title.
      return d.title === undefined
        ? `Applied election results: ${count(d.winners)} terms from ${day(d.startsOn)}`
        : `${d.requestedBy ? 'Confirmed' : 'Applied'} the results of “${String(d.title)}”: ${seats(d.winners)} from ${day(d.startsOn)}`;
    default: {
      const facts = Object.entries(d)
        .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
        .map(([key, value]) => `${key}: ${String(value)}`);
      return facts.length > 0 ? `${action} (${facts.join(', ')})` : action;
    }
  }
}
