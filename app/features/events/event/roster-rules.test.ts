import { describe, expect, it } from 'vitest';
import {
  checkAll,
  editsOnFreshRows,
  markCounts,
  rosterChanges,
  sameMark,
  withMarks,
  type RosterMark,
} from './roster-rules';

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
  const loaded = new Map([
    [1, absent],
    [2, excused('exam')],
    [3, attended],
  ]);

  it('sends only the rows that differ from what was loaded, each with the mark it had', () => {
    const edits = withMarks(new Map(), loaded, checkAll(loaded));
    expect(rosterChanges(loaded, edits)).toEqual([{ memberId: 1, ...attended, was: absent }]);
  });

  it('keeps the mark a row had when it was marked, however often it is marked again', () => {
    const once = withMarks(new Map(), loaded, [[1, excused('')]]);
    const twice = withMarks(once, loaded, [[1, excused('sick')]]);
    expect(rosterChanges(loaded, twice)).toEqual([{ memberId: 1, ...excused('sick'), was: absent }]);
    expect(rosterChanges(loaded, withMarks(twice, loaded, [[1, absent]]))).toEqual([]);
  });
  it('counts a changed reason as a change, but not a reason left on a member no longer excused', () => {
    expect(sameMark(excused('exam'), excused('travel'))).toBe(false);
    expect(sameMark(excused(' exam '), excused('exam'))).toBe(true);
    expect(sameMark(excused('exam'), excused(' exam '))).toBe(true);
    expect(sameMark({ status: 'attended', reason: 'left over' }, attended)).toBe(true);
  });
});

describe('a member with no attendance row', () => {
  it('is absent: marking them sends the change with absent as the mark it had', () => {
    const edits = withMarks(new Map(), new Map(), [[4, attended]]);
    expect(rosterChanges(new Map(), edits)).toEqual([
      { memberId: 4, ...attended, was: { status: 'absent', reason: '' } },
    ]);
  });

  it('sends nothing when marked absent', () => {
    expect(rosterChanges(new Map(), withMarks(new Map(), new Map(), [[4, absent]]))).toEqual([]);
  });
});

describe('editsOnFreshRows', () => {
  const loaded = new Map([
    [1, absent],
    [2, attended],
    [3, absent],
  ]);
  // Check all, on rows where member 2 was already attended (made in each test, so mutation testing sees who reads it).
  const checkAllMade = () => withMarks(new Map(), loaded, checkAll(loaded));

  it('keeps the marks made, dropping those of members no longer listed', () => {
    const fresh = new Map([
      [1, absent],
      [2, attended],
    ]);
    const kept = editsOnFreshRows(checkAllMade(), fresh);
    expect([...kept.keys()]).toEqual([1]);
    expect(rosterChanges(fresh, kept)).toEqual([{ memberId: 1, ...attended, was: absent }]);
  });

  it('lets another officer’s mark show on a row this officer left as it was', () => {
    const fresh = new Map([
      [1, absent],
      [2, excused('sick')],
      [3, absent],
    ]);
    const kept = editsOnFreshRows(checkAllMade(), fresh);
    expect(kept.has(2)).toBe(false);
    expect(rosterChanges(fresh, kept).map((c) => c.memberId)).toEqual([1, 3]);
  });

  it('sends a row another officer changed since it was marked with the mark it had then, so the save is refused', () => {
    const fresh = new Map([
      [1, excused('sick')],
      [2, attended],
      [3, absent],
    ]);
    const kept = editsOnFreshRows(checkAllMade(), fresh);
    expect(rosterChanges(fresh, kept)).toContainEqual({ memberId: 1, ...attended, was: absent });
  });

  it('drops marks the rows now hold, as after a save', () => {
    const saved = new Map([
      [1, attended],
      [2, attended],
      [3, attended],
    ]);
    expect(editsOnFreshRows(checkAllMade(), saved).size).toBe(0);
  });
});

describe('markCounts', () => {
  it('counts each mark', () => {
    expect(markCounts([attended, attended, absent, excused('x')])).toEqual({ attended: 2, excused: 1, absent: 1 });
  });
});
