import { describe, expect, it } from 'vitest';
import { CONTENT_SECTION_PERMISSIONS, ROLES } from '../../config/chapter';
import { can, canSeeAdminOverview, contentSectionsFor, mayOpen, toolsFor } from './permissions';

describe('permissions', () => {
  it('gives the Webmaster every tool', () => {
    expect(toolsFor('Webmaster')).toEqual([
      'user-management',
      'bro-dates',
      'scribe-editor',
      'events',
      'spoon-assassins',
      'site-content',
      'elections',
    ]);
  });

  it('gives the Brotherhood Chair bro dates and spoon assassins', () => {
    expect(toolsFor('Brotherhood Chair')).toEqual(['bro-dates', 'spoon-assassins']);
  });

  it('gives the Mediation Chair bro dates only', () => {
    expect(toolsFor('Mediation Chair')).toEqual(['bro-dates']);
  });

  it('gives the Scribe the scribe editor and events', () => {
    expect(toolsFor('Scribe')).toEqual(['scribe-editor', 'events']);
  });

  it('gives the Regent events, site content and elections, the Vice Regent events and elections, the Recruitment Chair site content', () => {
    expect(toolsFor('Regent')).toEqual(['events', 'site-content', 'elections']);
    expect(toolsFor('Vice Regent')).toEqual(['events', 'elections']);
    expect(toolsFor('Recruitment Chair')).toEqual(['site-content']);
  });

  it('gives every other role, no role and an unknown role nothing', () => {
    const officers = [
      'Webmaster',
      'Brotherhood Chair',
      'Mediation Chair',
      'Scribe',
      'Regent',
      'Vice Regent',
      'Recruitment Chair',
    ];
    const others = ROLES.filter((r) => !officers.includes(r));
    expect(others).toHaveLength(13);
    for (const role of [...others, null, undefined, '', 'webmaster', 'Grand Regent']) {
      expect(toolsFor(role)).toEqual([]);
      expect(can(role, 'bro-dates')).toBe(false);
      expect(can(role, 'elections')).toBe(false);
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

  it('opens a tool by the table and the admin overview to the Webmaster only', () => {
    expect(mayOpen('Scribe', 'events')).toBe(true);
    expect(mayOpen('Scribe', 'bro-dates')).toBe(false);
    expect(mayOpen('Webmaster', 'admin-overview')).toBe(true);
    expect(mayOpen('Regent', 'admin-overview')).toBe(false);
    expect(mayOpen(null, 'admin-overview')).toBe(false);
  });

  it('narrows the site content tool per section: Webmaster all, Regent the message, Recruitment Chair the rush', () => {
    expect(contentSectionsFor('Webmaster')).toEqual(['rush', 'regent', 'photos', 'dashboard', 'contact']);
    expect(contentSectionsFor('Regent')).toEqual(['regent']);
    expect(contentSectionsFor('Recruitment Chair')).toEqual(['rush']);
    for (const role of ['Scribe', 'Brotherhood Chair', null, undefined, 'regent']) {
      expect(contentSectionsFor(role)).toEqual([]);
    }
  });

  it('keeps the section table and the tool table in step', () => {
    for (const role of ROLES) {
      expect(can(role, 'site-content'), role).toBe(role in CONTENT_SECTION_PERMISSIONS);
      if (can(role, 'site-content')) expect(contentSectionsFor(role).length, role).toBeGreaterThan(0);
    }
  });
});
