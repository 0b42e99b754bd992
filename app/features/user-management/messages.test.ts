import { describe, expect, it } from 'vitest';
import { TERMS_FORM } from './messages';

describe('the confirmation before removing a term', () => {
  const regent = { position: 'Regent', startsOn: '2027-01-01', endsOn: null };

  it('names each term the removal gives back, and the tools its holder will not use', () => {
    const givesBack = [
      {
        memberName: 'Kai Patel',
        position: 'Recruitment Chair',
        startsOn: '2026-01-01',
        endsOn: null,
        endedOn: '2026-12-02',
      },
      { memberName: 'Ada Li', position: 'Scribe', startsOn: '2026-01-01', endsOn: '2027-06-30', endedOn: '2026-12-31' },
    ];
    expect(TERMS_FORM.removeAsk(regent, 'Ada Li', givesBack, ['Officer Dashboard', 'Events'])).toBe(
      'Remove the term as Regent from January 1, 2027? Nothing of it is kept. ' +
        "Kai Patel's term as Recruitment Chair runs on again from December 3, 2026 (it had ended on December 2, 2026). " +
        "Ada Li's term as Scribe runs on again from January 1, 2027 to June 30, 2027 (it had ended on December 31, 2026). " +
        'Ada Li will not use Officer Dashboard, Events as Regent.',
    );
  });

  it('says when no other term changes and the position gives no tools', () => {
    expect(TERMS_FORM.removeAsk(regent, 'Ada Li', [], [])).toBe(
      'Remove the term as Regent from January 1, 2027? Nothing of it is kept, and no other term changes.',
    );
  });
});
