import { describe, expect, it } from 'vitest';
import { auditCount, auditDay, joinAuditTexts } from './audit-texts';

describe('joinAuditTexts', () => {
  it('joins the texts of every feature by action', () => {
    const texts = joinAuditTexts({
      '../a/audit-texts.ts': { 'a.save': () => 'Saved a' },
      '../b/audit-texts.ts': { 'b.save': (d, name) => `${name} saved ${String(d.what)}` },
    });
    expect([...texts.keys()]).toEqual(['a.save', 'b.save']);
    expect(texts.get('b.save')?.({ what: 'b' }, 'Sam Ng')).toBe('Sam Ng saved b');
    expect(texts.get('toString')).toBeUndefined();
  });

  it('refuses an action two features describe', () => {
    expect(() =>
      joinAuditTexts({ '../a/audit-texts.ts': { save: () => 'a' }, '../b/audit-texts.ts': { save: () => 'b' } }),
    ).toThrow("The audit action 'save' is described twice: ../a/audit-texts.ts and ../b/audit-texts.ts.");
  });
});

describe('auditCount and auditDay', () => {
  it('count a list by its length, else the number, and read a day', () => {
    expect(auditCount([1, 2, 3])).toBe(3);
    expect(auditCount(12)).toBe(12);
    expect(auditCount(undefined)).toBe(0);
    expect(auditDay('2027-01-01')).toBe('January 1, 2027');
    expect(auditDay(null)).toBe('an unknown day');
  });
});
