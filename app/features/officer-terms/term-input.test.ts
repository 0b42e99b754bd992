import { describe, expect, it } from 'vitest';
import { assignmentSchema, endTermSchema, FIELD_MESSAGES } from './term-input';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('term forms', () => {
  it('read a member, a chapter role and a start day as the form sends them', () => {
    expect(assignmentSchema.parse({ memberId: '12', position: 'Regent', startsOn: ' 2027-01-01 ' })).toEqual({
      memberId: 12,
      position: 'Regent',
      startsOn: '2027-01-01',
    });
  });

  it('refuse a position that is not a chapter role, and a day that is not a real one, field by field', () => {
    expect(firstError(assignmentSchema.safeParse({ memberId: 'x', position: 'King', startsOn: '2027-02-30' }))).toEqual(
      [
        ['memberId', FIELD_MESSAGES.member],
        ['position', FIELD_MESSAGES.position],
        ['startsOn', FIELD_MESSAGES.day],
      ],
    );
  });

  it('take no first day for granted: an empty one asks the officer to choose it', () => {
    expect(firstError(assignmentSchema.safeParse({ memberId: '12', position: 'Regent', startsOn: '' }))).toEqual([
      ['startsOn', FIELD_MESSAGES.firstDay],
    ]);
    expect(firstError(assignmentSchema.safeParse({ memberId: '12', position: 'Regent' }))).toEqual([
      ['startsOn', FIELD_MESSAGES.firstDay],
    ]);
  });

  it('read a term and its last day', () => {
    expect(endTermSchema.parse({ termId: '3', lastDay: '2026-12-31' })).toEqual({ termId: 3, lastDay: '2026-12-31' });
    expect(endTermSchema.parse({ termId: '3', lastDay: ' 2026-12-31 ' })).toEqual({ termId: 3, lastDay: '2026-12-31' });
    expect(firstError(endTermSchema.safeParse({ termId: '3' }))).toEqual([['lastDay', FIELD_MESSAGES.day]]);
    expect(firstError(endTermSchema.safeParse({ termId: '0', lastDay: '12/31/2026' }))).toEqual([
      ['termId', FIELD_MESSAGES.term],
      ['lastDay', FIELD_MESSAGES.day],
    ]);
  });
});
