import { describe, expect, it } from 'vitest';
import { ROLES } from '../config/chapter';
import { can, canSeeAdminOverview, toolsFor } from './permissions';

describe('permissions (SPEC section 6)', () => {
  it('gives the Webmaster every tool', () => {
    expect(toolsFor('Webmaster')).toEqual(['user-management', 'bro-dates', 'scribe-editor', 'spoon-assassins']);
  });

  it('gives the Brotherhood Chair bro dates and spoon assassins', () => {
    expect(toolsFor('Brotherhood Chair')).toEqual(['bro-dates', 'spoon-assassins']);
  });

  it('gives the Mediation Chair bro dates only', () => {
    expect(toolsFor('Mediation Chair')).toEqual(['bro-dates']);
  });

  it('gives the Scribe the scribe editor only', () => {
    expect(toolsFor('Scribe')).toEqual(['scribe-editor']);
  });

  it('gives every other role, no role and an unknown role nothing', () => {
    const others = ROLES.filter((r) => !['Webmaster', 'Brotherhood Chair', 'Mediation Chair', 'Scribe'].includes(r));
    expect(others).toHaveLength(16);
    for (const role of [...others, null, undefined, '', 'webmaster', 'Grand Regent']) {
      expect(toolsFor(role)).toEqual([]);
      expect(can(role, 'bro-dates')).toBe(false);
    }
  });

  it('answers can() from the same table', () => {
    expect(can('Scribe', 'scribe-editor')).toBe(true);
    expect(can('Scribe', 'user-management')).toBe(false);
    expect(can('Brotherhood Chair', 'spoon-assassins')).toBe(true);
    expect(can('Mediation Chair', 'spoon-assassins')).toBe(false);
  });

  it('shows the admin overview shortcut to the Webmaster only', () => {
    expect(ROLES.filter(canSeeAdminOverview)).toEqual(['Webmaster']);
  });
});
