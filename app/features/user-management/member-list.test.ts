import { describe, expect, it } from 'vitest';
import { filterMembers, type ListedMember, NO_ROLE, readListQuery } from './member-list';

const member = (over: Partial<ListedMember> & { firstName: string; lastName: string }): ListedMember => ({
  status: 'active',
  email: null,
  class: null,
  graduationYear: null,
  family: null,
  major: null,
  role: null,
  dropped: false,
  foundingMember: false,
  ...over,
});

const PEOPLE = [
  member({
    firstName: 'Sam',
    lastName: 'Ng',
    email: 'sam@example.org',
    class: 'Kappa',
    graduationYear: 2028,
    family: 'Engh Gang',
    role: 'Scribe',
    major: 'Mechanical Engineering',
  }),
  member({ firstName: 'Ada', lastName: 'Li', class: 'Iota', graduationYear: 2027, family: 'Clout Fam' }),
  member({
    firstName: 'Bo',
    lastName: 'Ek',
    status: 'alumni',
    graduationYear: 2020,
    family: 'Engh Gang',
    dropped: true,
  }),
  member({ firstName: 'Cy', lastName: 'Do', status: 'alumni', foundingMember: true }),
];

const names = (list: ListedMember[]) => list.map((m) => m.firstName);
const query = (search: string) => readListQuery(new URLSearchParams(search));

describe('readListQuery', () => {
  it('falls back to everything by name for unknown values', () => {
    expect(query('status=nope&sort=x&q=%20sam%20')).toEqual({
      q: 'sam',
      family: '',
      class: '',
      role: '',
      status: 'all',
      sort: 'name',
    });
  });
});

describe('filterMembers', () => {
  it('sorts by last name by default', () => {
    expect(names(filterMembers(PEOPLE, query('')))).toEqual(['Cy', 'Bo', 'Ada', 'Sam']);
  });

  it('searches names, email and major, every word', () => {
    expect(names(filterMembers(PEOPLE, query('q=mechanical+sam')))).toEqual(['Sam']);
    expect(names(filterMembers(PEOPLE, query('q=EXAMPLE.org')))).toEqual(['Sam']);
    expect(names(filterMembers(PEOPLE, query('q=zzz')))).toEqual([]);
  });

  it('filters by family, class, role and status', () => {
    expect(names(filterMembers(PEOPLE, query('family=Engh+Gang')))).toEqual(['Bo', 'Sam']);
    expect(names(filterMembers(PEOPLE, query('class=Iota')))).toEqual(['Ada']);
    expect(names(filterMembers(PEOPLE, query('role=Scribe')))).toEqual(['Sam']);
    expect(names(filterMembers(PEOPLE, query(`role=${NO_ROLE}&status=active`)))).toEqual(['Ada']);
    expect(names(filterMembers(PEOPLE, query('status=alumni')))).toEqual(['Cy', 'Bo']);
    expect(names(filterMembers(PEOPLE, query('status=dropped')))).toEqual(['Bo']);
    expect(names(filterMembers(PEOPLE, query('status=founding')))).toEqual(['Cy']);
  });

  it('sorts by graduation year newest first and by class, blanks last', () => {
    expect(names(filterMembers(PEOPLE, query('sort=graduation-year')))).toEqual(['Sam', 'Ada', 'Bo', 'Cy']);
    expect(names(filterMembers(PEOPLE, query('sort=class')))).toEqual(['Ada', 'Sam', 'Cy', 'Bo']);
    expect(names(filterMembers(PEOPLE, query('sort=family')))).toEqual(['Ada', 'Bo', 'Sam', 'Cy']);
  });
});
