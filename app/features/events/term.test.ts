import { describe, expect, it } from 'vitest';
import { chosenTerm, recentTerms, termAt, termBefore } from './term';

const at = (iso: string) => new Date(iso);
const summary = (iso: string) => {
  const term = termAt(at(iso));
  return { name: term.name, key: term.key, startsAt: term.startsAt.toISOString(), endsAt: term.endsAt.toISOString() };
};

describe('termAt, in the chapter time zone (America/Los_Angeles)', () => {
  it('gives Fall from September 1 (midnight, daylight time) to January 1 (midnight, standard time)', () => {
    expect(summary('2026-11-25T18:00:00Z')).toEqual({
      name: 'Fall 2026',
      key: '2026-fall',
      startsAt: '2026-09-01T07:00:00.000Z',
      endsAt: '2027-01-01T08:00:00.000Z',
    });
  });

  it('starts a term at local midnight, not UTC midnight', () => {
    // 06:59 UTC on September 1 is still August 31 in Santa Clara.
    expect(summary('2026-09-01T06:59:59.999Z').name).toBe('Spring 2026');
    expect(summary('2026-09-01T07:00:00.000Z').name).toBe('Fall 2026');
    // 08:00 UTC on January 1 is still December 31 locally: Fall of the year before.
    expect(summary('2027-01-01T07:59:59.999Z').name).toBe('Fall 2026');
    expect(summary('2027-01-01T08:00:00.000Z').name).toBe('Winter 2027');
  });

  it('gives Winter until April 1 and Spring until September 1', () => {
    expect(summary('2027-02-10T12:00:00Z')).toEqual({
      name: 'Winter 2027',
      key: '2027-winter',
      startsAt: '2027-01-01T08:00:00.000Z',
      endsAt: '2027-04-01T07:00:00.000Z',
    });
    expect(summary('2027-04-01T06:59:59.999Z').name).toBe('Winter 2027');
    expect(summary('2027-04-01T07:00:00.000Z')).toEqual({
      name: 'Spring 2027',
      key: '2027-spring',
      startsAt: '2027-04-01T07:00:00.000Z',
      endsAt: '2027-09-01T07:00:00.000Z',
    });
  });

  it('wraps to the year before when the first term starts later than January 1', () => {
    const terms = [
      { name: 'Spring', starts: '03-15' },
      { name: 'Fall', starts: '08-20' },
    ];
    const term = termAt(at('2027-02-01T12:00:00Z'), terms);
    expect([term.name, term.startsAt.toISOString(), term.endsAt.toISOString()]).toEqual([
      'Fall 2026',
      '2026-08-20T07:00:00.000Z',
      '2027-03-15T07:00:00.000Z',
    ]);
  });

  it('follows the time zone it is given', () => {
    const terms = [{ name: 'Year', starts: '01-01' }];
    expect(termAt(at('2027-01-01T02:00:00Z'), terms, 'Asia/Tokyo').name).toBe('Year 2027');
    expect(termAt(at('2027-01-01T02:00:00Z'), terms, 'America/Los_Angeles').name).toBe('Year 2026');
  });
});

describe('termBefore and recentTerms', () => {
  it('steps back across the year', () => {
    expect(termBefore(termAt(at('2027-02-01T12:00:00Z'))).name).toBe('Fall 2026');
    expect(recentTerms(at('2026-11-25T18:00:00Z'), 4).map((t) => t.key)).toEqual([
      '2026-fall',
      '2026-spring',
      '2026-winter',
      '2025-fall',
    ]);
  });
});

describe('chosenTerm', () => {
  const now = at('2026-11-25T18:00:00Z');
  it('finds a recent term by its key and offers this one and the three before', () => {
    const { term, choices } = chosenTerm('2026-winter', now);
    expect(term.name).toBe('Winter 2026');
    expect(choices.map((t) => t.name)).toEqual(['Fall 2026', 'Spring 2026', 'Winter 2026', 'Fall 2025']);
  });

  it('falls back to this term for no key, an unknown key or one too old', () => {
    for (const key of [null, 'nonsense', '2025-spring', '2027-winter']) {
      expect(chosenTerm(key, now).term.name).toBe('Fall 2026');
    }
  });
});
