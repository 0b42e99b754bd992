import { describe, expect, it } from 'vitest';
import { formatBig, parseBig, resolveBig } from './big-reference';

const people = [
  { id: 1, firstName: 'Ada', lastName: 'Li', email: 'ada@li.org' },
  { id: 2, firstName: 'Sam', lastName: 'Ng', email: null },
  { id: 3, firstName: 'Sam', lastName: 'Ng', email: 'sam.ng@example.org' },
  { id: 4, firstName: 'Mary Ann', lastName: 'Ortiz', email: null },
];

describe('the big of a CSV row', () => {
  it("is exported as the big's name, and email when there is one", () => {
    expect(formatBig(people[0])).toBe('Ada Li <ada@li.org>');
    expect(formatBig(people[1])).toBe('Sam Ng');
    expect(formatBig(undefined)).toBeNull();
  });

  it('reads "First Last <email>", the email alone or the name alone; an empty cell names no big', () => {
    expect(parseBig(' Ada Li <Ada@Li.org> ')).toEqual({ name: 'Ada Li', email: 'ada@li.org' });
    expect(parseBig('ADA@li.org')).toEqual({ name: null, email: 'ada@li.org' });
    expect(parseBig('  Mary   Ann  Ortiz ')).toEqual({ name: 'Mary Ann Ortiz', email: null });
    expect(parseBig('<ada@li.org>')).toEqual({ name: null, email: 'ada@li.org' });
    expect(parseBig('  ')).toBeNull();
    expect(parseBig('Ada <nope>')).toEqual({
      error: '"nope" is not a valid email. Name the big as First Last, or by their email.',
    });
  });

  it('is found by email, or by a name that only one member has, ignoring case and spaces', () => {
    expect(resolveBig({ name: null, email: 'ada@li.org' }, people)).toEqual({ id: 1 });
    expect(resolveBig({ name: 'ada  li', email: 'ada@li.org' }, people)).toEqual({ id: 1 });
    expect(resolveBig({ name: 'mary ann ortiz', email: null }, people)).toEqual({ id: 4 });
    expect(resolveBig({ name: 'Sam Ng', email: 'sam.ng@example.org' }, people)).toEqual({ id: 3 });
  });

  it('is refused, saying why, when it names nobody, two members, or a name and email of different members', () => {
    expect(resolveBig({ name: 'Zed Zee', email: null }, people)).toEqual({ error: 'No member is named Zed Zee.' });
    expect(resolveBig({ name: null, email: 'who@x.org' }, people)).toEqual({
      error: 'No member has the email who@x.org.',
    });
    expect(resolveBig({ name: 'Sam Ng', email: null }, people)).toEqual({
      error: '2 members are named Sam Ng: name the big by email or big_id.',
    });
    expect(resolveBig({ name: 'Sam Ng', email: 'ada@li.org' }, people)).toEqual({
      error: 'The email ada@li.org belongs to Ada Li, not Sam Ng.',
    });
  });
});
