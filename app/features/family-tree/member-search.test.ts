import { describe, expect, it } from 'vitest';
import { findByName } from './member-search';

const people = ['Dominic Takahashi', 'Omar Ellison', 'Camila Ellison', 'José Núñez', 'Ellis Park'].map((name) => ({
  name,
}));
const names = (query: string) => findByName(people, query).map((p) => p.name);

describe('findByName', () => {
  it('matches every word of the query anywhere in the name, in any order and case', () => {
    expect(names('tak DOM')).toEqual(['Dominic Takahashi']);
    expect(names('hashi')).toEqual(['Dominic Takahashi']);
  });

  it('ignores accents and extra spaces on either side', () => {
    expect(names('  jose   nunez ')).toEqual(['José Núñez']);
    expect(names('Núñez')).toEqual(['José Núñez']);
  });

  it('returns every match, an exact name first, then names starting with the query, then the rest in order', () => {
    expect(names('ellis')).toEqual(['Ellis Park', 'Omar Ellison', 'Camila Ellison']);
    expect(names('camila ellison')).toEqual(['Camila Ellison']);
    expect(findByName([{ name: 'Al Bo' }, { name: 'Bo Al' }, { name: 'Al' }], 'al').map((p) => p.name)).toEqual([
      'Al',
      'Al Bo',
      'Bo Al',
    ]);
  });

  it('finds nobody for an empty query or a name not on the list', () => {
    expect(names('   ')).toEqual([]);
    expect(names('Zelda')).toEqual([]);
  });
});
