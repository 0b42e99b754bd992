import { describe, expect, it } from 'vitest';
import { regentsByYear } from './past-regents';

const term = (firstName: string, startsOn: string, endsOn: string | null) => ({
  memberName: `${firstName} Lee`,
  startsOn,
  endsOn,
});

describe('the Regents by year', () => {
  it('lists the Regents newest first, the one in office today "since" their first year', () => {
    const terms = [
      term('Ada', '2023-01-01', '2024-12-31'),
      term('Bo', '2026-01-01', null),
      term('Cy', '2025-01-01', '2025-12-31'),
    ];
    expect(regentsByYear(terms, '2026-11-25')).toEqual([
      { name: 'Bo Lee', years: 'since 2026' },
      { name: 'Cy Lee', years: '2025' },
      { name: 'Ada Lee', years: '2023–2024' },
    ]);
  });

  it("leaves out a term set for later until its first day, and counts a term ending later as today's", () => {
    const terms = [term('Bo', '2026-01-01', '2026-12-31'), term('Di', '2027-01-01', null)];
    expect(regentsByYear(terms, '2026-12-31')).toEqual([{ name: 'Bo Lee', years: 'since 2026' }]);
    expect(regentsByYear(terms, '2027-01-01')).toEqual([
      { name: 'Di Lee', years: 'since 2027' },
      { name: 'Bo Lee', years: '2026' },
    ]);
  });

  it('is empty when no Regent is recorded', () => {
    expect(regentsByYear([], '2026-11-25')).toEqual([]);
  });
});
