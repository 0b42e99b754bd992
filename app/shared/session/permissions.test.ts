import { describe, expect, it } from 'vitest';
import { CONTENT_SECTION_PERMISSIONS, ROLES } from '../../config/chapter';
import { WHO_MAY_USE_WHAT } from '../../../tests/support/who-may-use-what';
import { can, canSeeAdminOverview, contentSectionsFor, mayOpen, toolsFor } from './permissions';

describe('permissions', () => {
  it('gives each role exactly the tools the hand-written table says, and every other role none', () => {
    for (const role of ROLES) expect(toolsFor(role), role).toEqual(WHO_MAY_USE_WHAT[role].tools);
  });

  it('answers can() for every role and tool from the same table', () => {
    for (const role of ROLES) {
      for (const tool of WHO_MAY_USE_WHAT.Webmaster.tools) {
        expect(can(role, tool), `${role} ${tool}`).toBe(WHO_MAY_USE_WHAT[role].tools.includes(tool));
      }
    }
  });

  it('gives no role and an unknown role nothing', () => {
    for (const role of [null, undefined, '', 'webmaster', 'Grand Regent']) {
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
    expect(ROLES.filter((r) => WHO_MAY_USE_WHAT[r].seesAdminOverview)).toEqual(['Webmaster']);
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
