import { describe, expect, it } from 'vitest';
import { assignmentText, leavingText, messages } from './messages';
import { chapterDay } from '../../shared/time/chapter-day';
import {
  covers,
  planAssignment,
  planBoard,
  planEnd,
  planGiveBack,
  planLeaving,
  planRemoval,
  positionOn,
  type OfficerTerm,
} from './term-rules';

const term = (fields: Partial<OfficerTerm> & Pick<OfficerTerm, 'id' | 'memberId' | 'position'>): OfficerTerm => ({
  memberName: `Member ${fields.memberId}`,
  startsOn: '2026-01-01',
  endsOn: null,
  ...fields,
});

const outgoingRegent = term({ id: 1, memberId: 10, position: 'Regent', startsOn: '2026-01-01', endsOn: '2026-12-31' });
const incomingRegent = term({ id: 2, memberId: 20, position: 'Regent', startsOn: '2027-01-01' });
const board = [outgoingRegent, incomingRegent];

describe('the current position', () => {
  it('is held on the first and the last day of a term, both included', () => {
    expect(covers(outgoingRegent, '2026-01-01')).toBe(true);
    expect(covers(outgoingRegent, '2026-12-31')).toBe(true);
    expect(covers(outgoingRegent, '2025-12-31')).toBe(false);
    expect(covers(outgoingRegent, '2027-01-01')).toBe(false);
  });

  it('runs on without end when the term has no last day', () => {
    expect(covers(incomingRegent, '2099-06-30')).toBe(true);
  });

  it('passes from the outgoing to the incoming officer at midnight of the first day in Los Angeles', () => {
    const lateOnNewYearsEve = new Date('2027-01-01T07:59:59Z'); // 11:59:59 PM, December 31, in Los Angeles
    const newYearsMidnight = new Date('2027-01-01T08:00:00Z');
    expect(positionOn(board, 10, chapterDay(lateOnNewYearsEve))).toBe('Regent');
    expect(positionOn(board, 20, chapterDay(lateOnNewYearsEve))).toBeNull();
    expect(positionOn(board, 10, chapterDay(newYearsMidnight))).toBeNull();
    expect(positionOn(board, 20, chapterDay(newYearsMidnight))).toBe('Regent');
  });
});

describe('assigning a position from a day', () => {
  it("ends the position's running holder and the member's own running position the day before", () => {
    const regent = term({ id: 1, memberId: 10, position: 'Regent', startsOn: '2026-01-01' });
    const ownScribe = term({ id: 2, memberId: 20, position: 'Scribe', startsOn: '2026-01-01' });
    const plan = planAssignment({ memberId: 20, position: 'Regent', startsOn: '2027-01-01' }, [regent, ownScribe]);
    expect(plan).toEqual({ ok: true, value: { end: [regent, ownScribe] } });
  });

  it('ends a term whose last day is the first day of the assignment, so the two never overlap', () => {
    const plan = planAssignment({ memberId: 30, position: 'Regent', startsOn: '2026-12-31' }, [outgoingRegent]);
    expect(plan).toEqual({ ok: true, value: { end: [outgoingRegent] } });
  });

  it('leaves alone terms that ended before the day and terms of other members and positions', () => {
    const plan = planAssignment({ memberId: 30, position: 'Regent', startsOn: '2027-06-01' }, [
      outgoingRegent,
      term({ id: 5, memberId: 40, position: 'Scribe' }),
    ]);
    expect(plan).toEqual({ ok: true, value: { end: [] } });
  });

  it('refuses to cut a term that begins on or after the day, naming it and saying what to do', () => {
    const plan = planAssignment({ memberId: 30, position: 'Regent', startsOn: '2027-01-01' }, board);
    expect(plan).toEqual({ ok: false, message: messages.laterTerm(incomingRegent) });
    expect(messages.laterTerm(incomingRegent)).toBe(
      'Nothing was changed: Member 20 is Regent from January 1, 2027, which overlaps. A position has one holder ' +
        'and a member one position at a time: remove that term first, or choose a start after it.',
    );
    const earlier = planAssignment({ memberId: 30, position: 'Regent', startsOn: '2026-06-01' }, board);
    expect(earlier).toEqual({ ok: false, message: messages.laterTerm(incomingRegent) });
  });

  it("refuses to cut the member's own position set to begin later", () => {
    const comingTreasurer = term({ id: 6, memberId: 30, position: 'Treasurer', startsOn: '2027-01-01' });
    const plan = planAssignment({ memberId: 30, position: 'Scribe', startsOn: '2026-12-01' }, [comingTreasurer]);
    expect(plan).toEqual({ ok: false, message: messages.laterTerm(comingTreasurer) });
  });

  it('refuses a position the member already holds on that day', () => {
    const plan = planAssignment({ memberId: 20, position: 'Regent', startsOn: '2027-03-01' }, board);
    expect(plan).toEqual({ ok: false, message: messages.alreadyHolds(incomingRegent) });
    expect(messages.alreadyHolds(incomingRegent)).toBe(
      'Nothing was changed: Member 20 is already Regent from January 1, 2027.',
    );
  });
});

describe('ending a term', () => {
  it('ends it on the chosen last day, which may be its first day', () => {
    expect(planEnd(incomingRegent, '2027-12-31')).toEqual({ ok: true, value: { lastDay: '2027-12-31' } });
    expect(planEnd(incomingRegent, '2027-01-01')).toEqual({ ok: true, value: { lastDay: '2027-01-01' } });
  });

  it('refuses a last day before the first, pointing to removal', () => {
    expect(planEnd(incomingRegent, '2026-12-31')).toEqual({
      ok: false,
      message: messages.endBeforeStart(incomingRegent),
    });
  });

  it('refuses to make a term longer or leave it as it is', () => {
    const refused = { ok: false, message: messages.alreadyEnds({ ...outgoingRegent, endsOn: '2026-12-31' }) };
    expect(planEnd(outgoingRegent, '2027-02-01')).toEqual(refused);
    expect(planEnd(outgoingRegent, '2026-12-31')).toEqual(refused);
    expect(planEnd(outgoingRegent, '2026-06-30')).toEqual({ ok: true, value: { lastDay: '2026-06-30' } });
  });
});

describe('removing a term', () => {
  it('removes only a term that begins today or later, so a mistake made this morning can be undone', () => {
    expect(planRemoval(incomingRegent, '2026-12-31')).toEqual({ ok: true, value: null });
    expect(planRemoval(incomingRegent, '2027-01-01')).toEqual({ ok: true, value: null });
    expect(planRemoval(incomingRegent, '2027-01-02')).toEqual({ ok: false, message: messages.started(incomingRegent) });
  });
});

describe('what removing a term gives back', () => {
  // Bob's Regent from 2027 ended Alice's Regent and his own Treasurer the day before, as its audit row recorded.
  const alice = term({ id: 1, memberId: 10, position: 'Regent', startsOn: '2026-01-01', endsOn: '2026-12-31' });
  const bobTreasurer = term({
    id: 3,
    memberId: 20,
    position: 'Treasurer',
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
  });
  const bobRegent = term({ id: 2, memberId: 20, position: 'Regent', startsOn: '2027-01-01' });
  const ended = [
    { termId: 1, endsOn: '2026-12-31', endedOn: '2027-06-30' },
    { termId: 3, endsOn: '2026-12-31', endedOn: null },
  ];

  it('gives each term the assignment ended its last day back, saying when it had ended', () => {
    expect(planGiveBack(2, ended, [alice, bobTreasurer, bobRegent])).toEqual([
      { ...alice, endsOn: '2027-06-30', endedOn: '2026-12-31' },
      { ...bobTreasurer, endsOn: null, endedOn: '2026-12-31' },
    ]);
  });

  it('leaves a term changed since, gone, or with a term now in its way, and entries recorded without a last day', () => {
    const carol = term({ id: 4, memberId: 30, position: 'Regent', startsOn: '2027-03-01' });
    const changed = { ...bobTreasurer, endsOn: '2026-11-30' };
    expect(planGiveBack(2, ended, [alice, changed, bobRegent, carol])).toEqual([]);
    expect(planGiveBack(2, [{ termId: 1, endsOn: '2026-12-31' }], [alice, bobRegent])).toEqual([]);
    expect(planGiveBack(2, ended, [bobRegent])).toEqual([]);
  });

  it('leaves a term whose member now holds another position in the days it would get back', () => {
    const aliceScribe = term({ id: 5, memberId: 10, position: 'Scribe', startsOn: '2027-03-01' });
    expect(planGiveBack(2, ended, [alice, bobTreasurer, bobRegent, aliceScribe])).toEqual([
      { ...bobTreasurer, endsOn: null, endedOn: '2026-12-31' },
    ]);
    const bobScribe = term({ id: 6, memberId: 20, position: 'Scribe', startsOn: '2027-03-01' });
    expect(planGiveBack(2, ended, [alice, bobTreasurer, bobRegent, bobScribe])).toEqual([
      { ...alice, endsOn: '2027-06-30', endedOn: '2026-12-31' },
    ]);
  });

  it('is in the way from the last day given back, and not from the day after it', () => {
    const carolFrom = (startsOn: string) => term({ id: 4, memberId: 30, position: 'Regent', startsOn });
    const aliceOnly = [ended[0]!];
    expect(planGiveBack(2, aliceOnly, [alice, bobRegent, carolFrom('2027-06-30')])).toEqual([]);
    expect(planGiveBack(2, aliceOnly, [alice, bobRegent, carolFrom('2027-07-01')])).toEqual([
      { ...alice, endsOn: '2027-06-30', endedOn: '2026-12-31' },
    ]);
  });

  it("is in the way when it ends on the term's first day", () => {
    const before = term({ id: 7, memberId: 30, position: 'Regent', startsOn: '2025-01-01', endsOn: '2026-01-01' });
    expect(planGiveBack(2, [ended[0]!], [before, alice, bobRegent])).toEqual([]);
  });

  it("is not in the way when it ended before the term's first day", () => {
    const earlier = term({ id: 7, memberId: 30, position: 'Regent', startsOn: '2025-01-01', endsOn: '2025-12-31' });
    expect(planGiveBack(2, [ended[0]!], [earlier, alice, bobRegent])).toEqual([
      { ...alice, endsOn: '2027-06-30', endedOn: '2026-12-31' },
    ]);
  });

  it('gives a term back once, even if the record names it twice', () => {
    expect(planGiveBack(2, [ended[0]!, ended[0]!], [alice, bobRegent])).toEqual([
      { ...alice, endsOn: '2027-06-30', endedOn: '2026-12-31' },
    ]);
  });
});

describe('a member leaving the actives', () => {
  const past = term({ id: 5, memberId: 30, position: 'Historian', startsOn: '2025-01-01', endsOn: '2025-12-31' });
  const running = term({ id: 6, memberId: 30, position: 'Scribe', startsOn: '2026-01-01' });
  const coming = term({ id: 7, memberId: 30, position: 'Regent', startsOn: '2027-01-01' });

  it('ends the running term on the day they leave, removes the coming ones and keeps the past', () => {
    expect(planLeaving([past, running, coming], '2026-11-25')).toEqual({ end: running, remove: [coming] });
    expect(leavingText({ end: running, remove: [coming] })).toBe(
      'Their term as Scribe ends today; their coming term as Regent from January 1, 2027 is removed.',
    );
  });

  it('ends nothing that already ends that day or has ended, and says nothing when there is nothing to say', () => {
    const endsToday = { ...running, endsOn: '2026-11-25' };
    expect(planLeaving([past, endsToday], '2026-11-25')).toEqual({ end: null, remove: [] });
    expect(leavingText({ end: null, remove: [] })).toBe('');
    expect(leavingText({ end: running, remove: [] })).toBe('Their term as Scribe ends today.');
  });

  it('removes a term starting the day after, but ends one starting that very day', () => {
    const startsToday = { ...coming, startsOn: '2026-11-25' };
    const startsTomorrow = { ...coming, startsOn: '2026-11-26' };
    expect(planLeaving([startsToday], '2026-11-25')).toEqual({ end: startsToday, remove: [] });
    expect(planLeaving([startsTomorrow], '2026-11-25')).toEqual({ end: null, remove: [startsTomorrow] });
  });
});

describe('a board assigned together', () => {
  const webmaster = term({ id: 5, memberId: 30, memberName: 'Wes Tau', position: 'Webmaster' });
  const chair = term({ id: 6, memberId: 40, memberName: 'Ana Beta', position: 'Brotherhood Chair' });

  it("lists every term it starts and every term it ends, the winner's own other position included", () => {
    const plan = planBoard(
      [
        { memberId: 40, memberName: 'Ana Beta', position: 'Webmaster', startsOn: '2027-01-01' },
        { memberId: 30, memberName: 'Wes Tau', position: 'Regent', startsOn: '2027-01-01' },
      ],
      [webmaster, chair],
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.value.map((change) => assignmentText(change.start, change.ended))).toEqual([
      "Ana Beta is Webmaster from January 1, 2027. Wes Tau's term as Webmaster ends on December 31, 2026. " +
        "Ana Beta's term as Brotherhood Chair ends on December 31, 2026.",
      // Wes's Webmaster term was ended by the first assignment: nothing more of his ends.
      'Wes Tau is Regent from January 1, 2027.',
    ]);
  });

  it('is refused as its first refused assignment', () => {
    const plan = planBoard(
      [{ memberId: 40, memberName: 'Ana Beta', position: 'Regent', startsOn: '2026-06-01' }],
      [incomingRegent, chair],
    );
    expect(plan).toEqual({ ok: false, message: messages.laterTerm(incomingRegent) });
  });

  it('ends, for each assignment, the terms still running after the ones before it, and no others', () => {
    const plan = planBoard(
      [
        { memberId: 40, memberName: 'Ana Beta', position: 'Regent', startsOn: '2027-01-01' },
        { memberId: 30, memberName: 'Wes Tau', position: 'Treasurer', startsOn: '2027-01-01' },
      ],
      [webmaster, chair],
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.value.map((change) => change.ended.map((ended) => ended.id))).toEqual([[6], [5]]);
  });

  // The board's new terms must keep ids of their own, whatever the ids of the terms it ends.
  it.each(['Webmaster', 'Scribe', 'Treasurer'])(
    'refuses to give %s to two members, whatever the board assigns in between',
    (position) => {
      const board = [
        { memberId: 30, memberName: 'Wes Tau', position: 'Webmaster', startsOn: '2027-01-01' },
        { memberId: 31, memberName: 'Sam Ng', position: 'Scribe', startsOn: '2027-01-01' },
        { memberId: 32, memberName: 'Tia Rho', position: 'Treasurer', startsOn: '2027-01-01' },
      ];
      const plan = planBoard(
        [
          ...board,
          { memberId: 40, memberName: 'Ana Beta', position: 'Regent', startsOn: '2027-01-01' },
          { memberId: 50, memberName: 'Cy Delta', position, startsOn: '2027-01-01' },
        ],
        [{ ...chair, id: 1 }],
      );
      const first = board.find((assignment) => assignment.position === position)!;
      expect(plan).toEqual({ ok: false, message: messages.laterTerm({ ...first, endsOn: null }) });
    },
  );

  it('judges each assignment on the terms as the ones before it left them, even from an earlier day', () => {
    const plan = planBoard(
      [
        { memberId: 40, memberName: 'Ana Beta', position: 'Regent', startsOn: '2027-01-01' },
        { memberId: 50, memberName: 'Cy Delta', position: 'Brotherhood Chair', startsOn: '2026-12-15' },
      ],
      [chair],
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.value[1]?.ended).toEqual([{ ...chair, endsOn: '2026-12-31', lastDay: '2026-12-14' }]);
  });
});
