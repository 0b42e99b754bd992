import { describe, expect, it } from 'vitest';
import { shortcutsFor, toolPage } from './officer-tools';

const labels = (role: string | null) => shortcutsFor(role).map((s) => s.label);

describe('shortcutsFor', () => {
  it('gives the Webmaster every button, Scribe Editor and Admin first, then the officer tools', () => {
    expect(shortcutsFor('Webmaster')).toEqual([
      { path: '/scribe-editor', label: 'Scribe Editor' },
      { path: '/admin', label: 'Admin' },
      { path: '/admin/events', label: 'Events' },
      { path: '/admin/user-management', label: 'User Management' },
      { path: '/admin/bro-dates', label: 'Manage Brodates' },
      { path: '/admin/spoon-assassins', label: 'Spoon Assassins' },
      { path: '/admin/content', label: 'Site Content' },
      { path: '/admin/elections', label: 'Elections' },
    ]);
  });

  it('gives each officer only their tools', () => {
    expect(labels('Scribe')).toEqual(['Scribe Editor', 'Events']);
    expect(labels('Brotherhood Chair')).toEqual(['Manage Brodates', 'Spoon Assassins']);
    expect(labels('Mediation Chair')).toEqual(['Manage Brodates']);
    expect(labels('Regent')).toEqual(['Events', 'Site Content', 'Elections']);
    expect(labels('Vice Regent')).toEqual(['Events', 'Elections']);
    expect(labels('Recruitment Chair')).toEqual(['Site Content']);
  });

  it('gives other roles and members without a role none', () => {
    expect(labels('Treasurer')).toEqual([]);
    expect(labels(null)).toEqual([]);
    expect(labels('webmaster')).toEqual([]);
  });

  it('gives a tool the page its feature declares, as the overview and the Terms dialog show it', () => {
    expect(toolPage('site-content')).toEqual({ path: '/admin/content', label: 'Site Content' });
    expect(toolPage('bro-dates')).toEqual({ path: '/admin/bro-dates', label: 'Manage Brodates' });
  });
});
