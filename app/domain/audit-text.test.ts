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
    expect(describeAudit('member.update', { memberId: 9 })).toBe('Updated user record 9');
  });

  it("shows other tools' actions with their simple details", () => {
    expect(describeAudit('brodates.reshuffle', { groups: 8, nested: { a: 1 } })).toBe('brodates.reshuffle (groups: 8)');
    expect(describeAudit('scribe.reset', null)).toBe('scribe.reset');
  });
});
