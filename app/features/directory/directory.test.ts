import { describe, expect, it } from 'vitest';
import {
  alumniSections,
  byLastName,
  cardsInFirstView,
  classSections,
  executiveBoard,
  leadership,
  publicRole,
} from './directory';

let nextId = 1;
const brother = (name: string, role: string | null = null, cls: string | null = null) => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { id: nextId++, firstName, lastName, role, class: cls };
};
const alumnus = (name: string, graduationYear: number | null) => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { id: nextId++, firstName, lastName, graduationYear };
};
const names = (people: { firstName: string; lastName: string }[]) => people.map((p) => `${p.firstName} ${p.lastName}`);

const brothers = [
  brother('Zoe Adams', 'Treasurer', 'Kappa'),
  brother('Yuri Zhang', 'Regent', 'Theta'),
  brother('Xena Brown', 'Scribe', 'Iota'),
  brother('Will Young', 'Vice Regent', 'Theta'),
  brother('Vic Cole', 'Corresponding Secretary', null),
  brother('Uma Ortiz', 'Mediation Chair', 'Kappa'),
  brother('Tom Baker', 'Webmaster', 'Iota'),
  brother('Sam Avila', 'Historian', 'Lambda'),
  brother('Rae Diaz', null, 'Alpha'),
  brother('Quin diaz', null, 'Kappa'),
  brother('Pat Ellis', null, ''),
];

describe('executiveBoard', () => {
  it('puts the Regent first, the Vice Regent second, then the other executives by last name', () => {
    expect(names(executiveBoard(brothers))).toEqual([
      'Yuri Zhang',
      'Will Young',
      'Zoe Adams',
      'Xena Brown',
      'Vic Cole',
    ]);
  });

  it('is empty when nobody holds an executive role', () => {
    expect(executiveBoard([brother('A B', 'Historian')])).toEqual([]);
  });
});

describe('leadership', () => {
  it('lists every other role holder by last name, leaving out the Mediation Chair', () => {
    expect(names(leadership(brothers))).toEqual(['Sam Avila', 'Tom Baker']);
  });
});

describe('classSections', () => {
  it('makes one section per class in Greek order, people by last name, then Unknown Class', () => {
    const sections = classSections(brothers);
    expect(sections.map((s) => s.title)).toEqual([
      'Alpha Class',
      'Theta Class',
      'Iota Class',
      'Kappa Class',
      'Lambda Class',
      'Unknown Class',
    ]);
    expect(names(sections[3]!.people)).toEqual(['Zoe Adams', 'Quin diaz', 'Uma Ortiz']);
    expect(names(sections[5]!.people)).toEqual(['Vic Cole', 'Pat Ellis']);
  });

  it('puts class names outside the Greek alphabet after the Greek ones, alphabetically', () => {
    const sections = classSections([
      brother('A One', null, 'Founders'),
      brother('B Two', null, 'Beta'),
      brother('C Three', null, 'Charter'),
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Beta Class', 'Charter Class', 'Founders Class']);
  });

  it('has no Unknown Class when everyone has a class', () => {
    expect(classSections([brother('A B', null, 'Beta')]).map((s) => s.title)).toEqual(['Beta Class']);
  });
});

describe('publicRole', () => {
  it('hides the Mediation Chair and keeps every other role', () => {
    expect(publicRole('Mediation Chair')).toBeNull();
    expect(publicRole('Regent')).toBe('Regent');
    expect(publicRole(null)).toBeNull();
  });
});

describe('alumniSections', () => {
  it('sorts years newest first with Unknown Year last, people by last name', () => {
    const sections = alumniSections([
      alumnus('Ann Zed', 2019),
      alumnus('Bob Young', null),
      alumnus('Cat Able', 2024),
      alumnus('Dan Boyd', 2019),
      alumnus('Eve Adams', null),
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Class of 2024', 'Class of 2019', 'Unknown Year']);
    expect(names(sections[1]!.people)).toEqual(['Dan Boyd', 'Ann Zed']);
    expect(names(sections[2]!.people)).toEqual(['Eve Adams', 'Bob Young']);
  });

  it('is empty with no alumni', () => {
    expect(alumniSections([])).toEqual([]);
  });
});

describe('byLastName', () => {
  it('ignores case and breaks ties by first name', () => {
    const people = [alumnus('Bo smith', 1), alumnus('Al Smith', 1), alumnus('Cy Ames', 1)];
    expect(names([...people].sort(byLastName))).toEqual(['Cy Ames', 'Al Smith', 'Bo smith']);
  });
});

describe('cardsInFirstView', () => {
  it('counts the first four cards of the page, across sections', () => {
    expect(cardsInFirstView([2, 0, 1, 5, 3])).toEqual([2, 0, 1, 1, 0]);
  });

  it('takes them all from a first section of four or more', () => {
    expect(cardsInFirstView([5, 3])).toEqual([4, 0]);
  });

  it('takes what there is on a short page', () => {
    expect(cardsInFirstView([1, 2])).toEqual([1, 2]);
    expect(cardsInFirstView([])).toEqual([]);
  });
});
