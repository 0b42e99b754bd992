import { describe, expect, it } from 'vitest';
import { applyPreview, boardLines, standingsOn } from './apply-preview';
import { ELECTION_MESSAGES, openAfterApplying } from './messages';
import { raceResult } from './race-result';

const quorum = { numerator: 1, denominator: 2 };
const won = raceResult([{ memberId: 1, name: 'Al', votes: 3 }], 4, quorum);
const runoff = raceResult(
  [
    { memberId: 1, name: 'Al', votes: 2 },
    { memberId: 2, name: 'Bea', votes: 1 },
    { memberId: 3, name: 'Cy', votes: 1 },
  ],
  4,
  quorum,
);

describe('applyPreview', () => {
  it("takes each position's latest round: its winner, or the position left open", () => {
    expect(
      applyPreview([
        { position: 'Regent', round: 1, published: true, result: runoff },
        { position: 'Regent', round: 2, published: true, result: won },
        { position: 'Scribe', round: 1, published: true, result: runoff },
      ]),
    ).toEqual({
      terms: [{ position: 'Regent', name: 'Al', memberId: 1 }],
      passedOver: [],
      open: ['Scribe'],
      waiting: [],
    });
  });

  it('takes the latest round however the races are listed', () => {
    expect(
      applyPreview([
        { position: 'Regent', round: 2, published: true, result: won },
        { position: 'Regent', round: 1, published: true, result: runoff },
      ]).terms,
    ).toEqual([{ position: 'Regent', name: 'Al', memberId: 1 }]);
  });

  it('waits for a round not published yet, even once its votes are counted', () => {
    expect(applyPreview([{ position: 'Regent', round: 1, published: false, result: won }], [], '2027-01-01')).toEqual({
      terms: [],
      passedOver: [],
      open: [],
      waiting: ['Regent'],
    });
  });

  it('judges each winner by their own standing', () => {
    const bea = raceResult([{ memberId: 2, name: 'Bea', votes: 3 }], 4, quorum);
    const races = [
      { position: 'Regent', round: 1, published: true, result: won },
      { position: 'Scribe', round: 1, published: true, result: bea },
    ];
    const alumnus = { memberId: 2, active: false, holdsOnFirstDay: null, laterTerm: null };
    const active = { memberId: 1, active: true, holdsOnFirstDay: null, laterTerm: null };
    expect(applyPreview(races, [alumnus, active], '2027-01-01')).toEqual({
      terms: [{ position: 'Regent', name: 'Al', memberId: 1 }],
      passedOver: [{ position: 'Scribe', why: ELECTION_MESSAGES.winnerNotActive('Bea', 'Scribe') }],
      open: [],
      waiting: [],
    });
  });

  it('waits for a round not published yet', () => {
    expect(
      applyPreview([
        { position: 'Regent', round: 1, published: true, result: runoff },
        { position: 'Regent', round: 2, published: false, result: null },
      ]),
    ).toEqual({ terms: [], passedOver: [], open: [], waiting: ['Regent'] });
  });

  it('passes over a winner who is no longer active, or whose own term begins on or after the first day', () => {
    const races = [{ position: 'Regent', round: 1, published: true, result: won }];
    const alumnus = { memberId: 1, active: false, holdsOnFirstDay: null, laterTerm: null };
    expect(applyPreview(races, [alumnus], '2027-01-01')).toEqual({
      terms: [],
      passedOver: [{ position: 'Regent', why: ELECTION_MESSAGES.winnerNotActive('Al', 'Regent') }],
      open: [],
      waiting: [],
    });
    const treasurer = {
      memberId: 1,
      active: true,
      holdsOnFirstDay: null,
      laterTerm: { position: 'Treasurer', startsOn: '2027-01-01' },
    };
    expect(applyPreview(races, [treasurer], '2027-01-01').passedOver).toEqual([
      {
        position: 'Regent',
        why: `Al won Regent but already has a term as Treasurer from January 1, 2027. ${openAfterApplying(['Regent'])}`,
      },
    ]);
    // A term of theirs beginning before the first day is ended the day before by officer terms, as any other.
    expect(applyPreview(races, [treasurer], '2027-01-02').terms).toEqual([
      { position: 'Regent', name: 'Al', memberId: 1 },
    ]);
  });

  it('lets a re-elected officer who holds the position on the first day carry on, and gives another a new term', () => {
    const races = [{ position: 'Regent', round: 1, published: true, result: won }];
    const regent = { memberId: 1, active: true, holdsOnFirstDay: 'Regent', laterTerm: null };
    expect(applyPreview(races, [regent], '2027-01-01')).toEqual({
      terms: [],
      passedOver: [{ position: 'Regent', why: ELECTION_MESSAGES.winnerCarriesOn('Al', 'Regent') }],
      open: [],
      waiting: [],
    });
    const scribe = { ...regent, holdsOnFirstDay: 'Scribe' };
    expect(applyPreview(races, [scribe], '2027-01-01').terms).toEqual([
      { position: 'Regent', name: 'Al', memberId: 1 },
    ]);
  });
});

describe('boardLines', () => {
  it("names every term the results start and end, the outgoing holder's and the winner's own", () => {
    const preview = applyPreview([{ position: 'Regent', round: 1, published: true, result: won }]);
    const running = [
      { id: 1, memberId: 9, memberName: 'Ola Regent', position: 'Regent', startsOn: '2026-01-01', endsOn: null },
      { id: 2, memberId: 1, memberName: 'Al', position: 'Brotherhood Chair', startsOn: '2026-01-01', endsOn: null },
    ];
    const board = boardLines(preview, running, '2027-01-01');
    expect(board.ok && board.lines).toEqual([
      "Al is Regent from January 1, 2027. Ola Regent's term as Regent ends on December 31, 2026. Al's term as Brotherhood Chair ends on December 31, 2026.",
    ]);
    // The same plan the second-officer rule is asked of: the term started and both terms ended.
    expect(board.ok && board.changes.map((c) => [c.start.position, c.ended.map((e) => e.id)])).toEqual([
      ['Regent', [1, 2]],
    ]);
  });
});

describe('boardLines, refused', () => {
  it('gives the sentence of the first assignment officer terms would refuse', () => {
    const preview = applyPreview([{ position: 'Regent', round: 1, published: true, result: won }]);
    const incoming = {
      id: 5,
      memberId: 9,
      memberName: 'Ola Regent',
      position: 'Regent',
      startsOn: '2027-03-01',
      endsOn: null,
    };
    expect(boardLines(preview, [incoming], '2027-01-01')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Nothing was changed: Ola Regent is Regent from March 1, 2027, which overlaps/),
    });
  });
});

describe('standingsOn', () => {
  const terms = [
    { id: 1, memberId: 1, memberName: 'Al', position: 'Regent', startsOn: '2026-01-01', endsOn: '2026-12-31' },
    { id: 2, memberId: 2, memberName: 'Bea', position: 'Scribe', startsOn: '2027-01-01', endsOn: null },
  ];

  it('judges each winner on the first day itself, not on today', () => {
    expect(standingsOn([{ memberId: 1, active: true }], terms, '2027-01-01')).toEqual([
      { memberId: 1, active: true, holdsOnFirstDay: null, laterTerm: null },
    ]);
    expect(standingsOn([{ memberId: 1, active: true }], terms, '2026-12-01')).toEqual([
      { memberId: 1, active: true, holdsOnFirstDay: 'Regent', laterTerm: null },
    ]);
    expect(standingsOn([{ memberId: 2, active: false }], terms, '2026-12-01')).toEqual([
      { memberId: 2, active: false, holdsOnFirstDay: null, laterTerm: { position: 'Scribe', startsOn: '2027-01-01' } },
    ]);
  });

  it("names a winner's latest term beginning on the first day or later, and only their own", () => {
    const later = [
      ...terms,
      { id: 3, memberId: 2, memberName: 'Bea', position: 'Treasurer', startsOn: '2027-06-01', endsOn: null },
      { id: 4, memberId: 1, memberName: 'Al', position: 'Webmaster', startsOn: '2027-01-01', endsOn: null },
    ];
    expect(standingsOn([{ memberId: 2, active: true }], later, '2027-01-01')[0]?.laterTerm).toEqual({
      position: 'Treasurer',
      startsOn: '2027-06-01',
    });
    expect(standingsOn([{ memberId: 1, active: true }], later, '2027-01-01')[0]?.laterTerm).toEqual({
      position: 'Webmaster',
      startsOn: '2027-01-01',
    });
    expect(standingsOn([{ memberId: 1, active: true }], later, '2027-01-02')[0]?.laterTerm).toBeNull();
  });

  it('gives a Regent whose term ends before the first day a new term rather than letting it "carry on"', () => {
    const races = [{ position: 'Regent', round: 1, published: true, result: won }];
    const day = '2027-01-01';
    expect(applyPreview(races, standingsOn([{ memberId: 1, active: true }], terms, day), day).terms).toEqual([
      { position: 'Regent', name: 'Al', memberId: 1 },
    ]);
  });
});
