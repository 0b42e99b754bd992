import { describe, expect, it } from 'vitest';
import { checkAll, markCounts, rosterChanges, sameMark, type RosterMark } from './roster-rules';

const attended: RosterMark = { status: 'attended', reason: '' };
const absent: RosterMark = { status: 'absent', reason: '' };
const excused = (reason: string): RosterMark => ({ status: 'excused', reason });

describe('checkAll', () => {
  it('marks every member not excused attended, keeping the excused with their reasons', () => {
    const marks = new Map([
      [1, absent],
      [2, excused('exam')],
      [3, attended],
    ]);
    expect([...checkAll(marks)]).toEqual([
      [1, attended],
      [2, excused('exam')],
      [3, attended],
    ]);
  });
});

describe('rosterChanges', () => {
  it('sends only the rows that differ from what was loaded, each with the mark it had', () => {
    const loaded = new Map([
      [1, absent],
      [2, excused('exam')],
      [3, attended],
    ]);
    const marks = new Map([
      [1, attended],
      [2, excused('exam')],
      [3, attended],
    ]);
    expect(rosterChanges(loaded, marks)).toEqual([{ memberId: 1, ...attended, was: absent }]);
  });

  it('counts a changed reason as a change, but not a reason left on a member no longer excused', () => {
    expect(sameMark(excused('exam'), excused('travel'))).toBe(false);
    expect(sameMark(excused(' exam '), excused('exam'))).toBe(true);
    expect(sameMark({ status: 'attended', reason: 'left over' }, attended)).toBe(true);
  });
});

describe('markCounts', () => {
  it('counts each mark', () => {
    expect(markCounts([attended, attended, absent, excused('x')])).toEqual({ attended: 2, excused: 1, absent: 1 });
  });
});
