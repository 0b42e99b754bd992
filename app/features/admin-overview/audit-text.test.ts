import { describe, expect, it } from 'vitest';
import { describeAudit } from './audit-text';

describe('describeAudit', () => {
  it('says what each user-management change did', () => {
    expect(describeAudit('member.create', { memberId: 3, name: 'Sam Ng' })).toBe('Added user Sam Ng');
    expect(describeAudit('alumni.update', { memberId: 3, name: 'Ada Li' })).toBe('Updated alumni Ada Li');
    expect(describeAudit('member.convert-to-alumni', { name: 'Sam Ng' })).toBe('Converted Sam Ng to alumni');
    expect(describeAudit('alumni.convert-to-active', { name: 'Ada Li' })).toBe(
      'Converted Ada Li back to an active user',
    );
    expect(describeAudit('members.import', { added: 2, updated: 5 })).toBe('Imported a CSV file: 2 new, 5 updated');
    expect(describeAudit('members.import', { added: 1, updated: 1, unchanged: 78 })).toBe(
      'Imported a CSV file: 1 new, 1 updated, 78 unchanged',
    );
    expect(describeAudit('member.update', { memberId: 9 })).toBe('Updated user a former member (record 9)');
  });

  it('says what each change of officer terms did, naming the member by their current name', () => {
    const ended = [{ termId: 2, memberId: 8, position: 'Regent', endsOn: '2026-12-31' }];
    expect(
      describeAudit(
        'terms.assign',
        { memberId: 3, termId: 9, position: 'Regent', startsOn: '2027-01-01', ended },
        'Sam Ng',
      ),
    ).toBe('Made Sam Ng Regent from January 1, 2027, ending the running term the day before');
    expect(
      describeAudit('terms.assign', { memberId: 3, position: 'Scribe', startsOn: '2027-01-01', ended: [] }, 'Sam Ng'),
    ).toBe('Made Sam Ng Scribe from January 1, 2027');
    expect(
      describeAudit(
        'terms.assign',
        { memberId: 3, position: 'Scribe', startsOn: '2027-01-01', ended: [1, 2] },
        'Sam Ng',
      ),
    ).toBe('Made Sam Ng Scribe from January 1, 2027, ending 2 running terms the day before');
    expect(describeAudit('terms.end', { memberId: 3, position: 'Scribe', endsOn: '2026-11-25' }, 'Sam Ng')).toBe(
      "Ended Sam Ng's term as Scribe on November 25, 2026",
    );
    expect(
      describeAudit(
        'terms.remove',
        { memberId: 3, position: 'Regent', startsOn: '2027-01-01', endsOn: null },
        'Sam Ng',
      ),
    ).toBe("Removed Sam Ng's coming term as Regent from January 1, 2027");
    expect(describeAudit('terms.end', { memberId: 4, position: 'Scribe', endsOn: '2026-11-25' })).toBe(
      "Ended a former member (record 4)'s term as Scribe on November 25, 2026",
    );
  });

  it('says which part of the site content changed or was restored', () => {
    expect(describeAudit('site-content.save', { section: 'rush', old: {}, new: {} })).toBe('Changed the rush season');
    expect(describeAudit('site-content.restore', { section: 'regent' })).toBe(
      "Restored the previous version of the regent's message",
    );
  });

  it('says which handbook was saved or restored', () => {
    expect(describeAudit('handbooks.save', { position: 'Scribe', versionId: 4, characters: 120 })).toBe(
      'Saved the Scribe handbook',
    );
    expect(describeAudit('handbooks.restore', { position: 'Scribe', versionId: 5, restoredFrom: 2 })).toBe(
      'Restored an earlier version of the Scribe handbook',
    );
  });

  it('says what the events tool did', () => {
    expect(describeAudit('events.create', { eventId: 4, name: 'Retreat' })).toBe('Created the event Retreat');
    expect(describeAudit('events.update', { eventId: 4, name: 'Retreat' })).toBe('Edited the event Retreat');
    expect(describeAudit('events.update', { eventId: 4, name: 'Retreat', points: { from: 10, to: 25 } })).toBe(
      'Edited the event Retreat: points 10 to 25',
    );
    expect(describeAudit('events.delete', { eventId: 4, name: 'Retreat', attendance: 12, pointCells: 12 })).toBe(
      'Deleted the event Retreat with 12 attendance records',
    );
    expect(describeAudit('events.adopt', { eventId: 4, name: 'Chapter Meeting', calendarId: 'x' })).toBe(
      'Added the event Chapter Meeting from the chapter calendar',
    );
    expect(describeAudit('events.roster', { eventId: 4, attended: 30, excused: 1, absent: 0 })).toBe(
      'Saved a roster: 30 marked attended, 1 excused, 0 absent',
    );
  });

  it('says what the other officer tools did', () => {
    expect(describeAudit('scribe.add-event', { eventId: 4, name: 'Retreat' })).toBe('Added the event Retreat');
    expect(describeAudit('scribe.delete-event', { eventId: 4, name: 'Retreat' })).toBe('Deleted the event Retreat');
    expect(describeAudit('scribe.save', { cells: 12 })).toBe('Saved 12 changed points');
    expect(describeAudit('scribe.reset', { events: 6, pointCells: 90 })).toBe('Reset everything: 6 events deleted');
    expect(describeAudit('brodates.reshuffle', { members: 33, groupSizes: [5, 4, 4, 4, 4, 4, 4, 4] })).toBe(
      'Reshuffled bro dates: 33 members in 8 groups',
    );
    expect(describeAudit('events.check-in-start', { eventId: 4, name: 'Retreat', graceMinutes: 15 })).toBe(
      'Started check-in for Retreat (15 grace minutes)',
    );
    expect(describeAudit('events.check-in-close', { eventId: 4, name: 'Retreat', checkedIn: 31 })).toBe(
      'Closed check-in for Retreat: 31 checked in',
    );
    expect(describeAudit('spoon.save', { players: [3, 4, 5] })).toBe('Saved a spoon assassins chain of 3 players');
    expect(describeAudit('spoon.save', { players: [3, 4, 5], eliminated: [4] })).toBe(
      'Saved a spoon assassins chain of 3 players, 1 still eliminated',
    );
    expect(describeAudit('spoon.new-game', { players: 12, revived: [3, 4] })).toBe(
      'Started a new spoon assassins game: 12 players back in',
    );
    expect(describeAudit('spoon.toggle-elimination', { memberId: 7, isEliminated: true }, 'Sam Ng')).toBe(
      'Marked Sam Ng eliminated in spoon assassins',
    );
    expect(describeAudit('spoon.toggle-elimination', { memberId: 7, isEliminated: false }, 'Sam Ng')).toBe(
      'Marked Sam Ng back in the spoon assassins game',
    );
  });

  it('names a member whose record is gone as a former member, with the number of the record', () => {
    expect(describeAudit('spoon.toggle-elimination', { memberId: 7, isEliminated: true }, null)).toBe(
      'Marked a former member (record 7) eliminated in spoon assassins',
    );
  });

  it('prefers the name the entry recorded to the current one', () => {
    expect(describeAudit('member.convert-to-alumni', { memberId: 3, name: 'Sam Ng' }, 'Samantha Ng')).toBe(
      'Converted Sam Ng to alumni',
    );
  });

  it('says when the contact address changed', () => {
    expect(describeAudit('site-content.save', { section: 'contact' })).toBe('Changed the contact address');
  });

  it('says what each step of an election did, and of a ballot only the positions', () => {
    const positions = ['Regent', 'Scribe'];
    expect(describeAudit('elections.create', { electionId: 1, title: 'Board 2027', positions })).toBe(
      'Created the election Board 2027 for Regent, Scribe',
    );
    expect(describeAudit('elections.nominate', { electionId: 1, position: 'Regent', memberId: 7 }, 'Sam Ng')).toBe(
      'Nominated Sam Ng for Regent',
    );
    expect(describeAudit('elections.vote', { electionId: 1, positions })).toBe('Cast a ballot for Regent, Scribe');
    expect(describeAudit('elections.publish', { electionId: 1, eligibleVoters: 30 })).toBe(
      'Published election results (30 eligible voters)',
    );
    expect(
      describeAudit('elections.apply', { electionId: 1, startsOn: '2027-01-01', winners: [{}, {}], open: [] }),
    ).toBe('Applied election results: 2 terms from January 1, 2027');
  });

  it('names the terms a board change starts and ends, and results waiting for a second officer', () => {
    const ended = [{ termId: 4, memberId: 5, name: 'Wes Tau', position: 'Webmaster', endsOn: '2026-12-31' }];
    expect(
      describeAudit('terms.assign', {
        memberId: 3,
        name: 'Ana Beta',
        position: 'Webmaster',
        startsOn: '2027-01-01',
        ended,
      }),
    ).toBe("Made Ana Beta Webmaster from January 1, 2027; Wes Tau's term as Webmaster ends on December 31, 2026");
    const winners = [
      { memberId: 3, name: 'Ana Beta', position: 'Webmaster' },
      { memberId: 4, name: 'Bo Chi', position: 'Scribe' },
    ];
    expect(
      describeAudit('elections.apply-request', { title: 'Board 2027', startsOn: '2027-01-01', winners, open: [] }),
    ).toBe(
      'Applied the results of “Board 2027” from January 1, 2027, for another officer to confirm: Ana Beta as Webmaster, Bo Chi as Scribe',
    );
    expect(
      describeAudit('elections.apply', { title: 'Board 2027', startsOn: '2027-01-01', requestedBy: 7, winners }),
    ).toBe('Confirmed the results of “Board 2027”: Ana Beta as Webmaster, Bo Chi as Scribe from January 1, 2027');
    expect(describeAudit('elections.apply-withdraw', { title: 'Board 2027', startsOn: '2027-01-01' })).toBe(
      'Withdrew the results of “Board 2027” applied from January 1, 2027: nothing changed',
    );
  });

  it('shows unknown actions with their simple details', () => {
    expect(describeAudit('chapter.rename', { to: 'Upsilon', nested: { a: 1 } })).toBe('chapter.rename (to: Upsilon)');
    expect(describeAudit('chapter.close', null)).toBe('chapter.close');
  });
});
