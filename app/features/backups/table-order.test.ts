import { describe, expect, it } from 'vitest';
import { tablesInDependencyOrder } from './table-order';

describe('tablesInDependencyOrder', () => {
  it('puts referenced tables first, ignoring self-references and unknown tables', () => {
    expect(
      tablesInDependencyOrder([
        { name: 'event_points', references: ['members', 'events'] },
        { name: 'members', references: ['members'] },
        { name: 'events', references: [] },
        { name: 'targets', references: ['members', 'elsewhere'] },
      ]),
    ).toEqual(['events', 'members', 'event_points', 'targets']);
  });

  it('still lists every table when two reference each other', () => {
    expect(
      tablesInDependencyOrder([
        { name: 'b', references: ['a'] },
        { name: 'a', references: ['b'] },
        { name: 'c', references: [] },
      ]),
    ).toEqual(['c', 'a', 'b']);
  });
});
