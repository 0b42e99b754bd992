import { TOOL_PAGES, type Tool } from '../../config/chapter';
import { can, canSeeAdminOverview } from '../../shared/session/permissions';

export interface Shortcut {
  path: string;
  label: string;
}

const ADMIN_OVERVIEW: Shortcut = { path: '/admin', label: 'Admin' };
// The order of the dashboard's buttons, then the site content tool added after it.
const ORDER: readonly (Tool | 'admin')[] = [
  'scribe-editor',
  'admin',
  'events',
  'user-management',
  'bro-dates',
  'spoon-assassins',
  'site-content',
  'elections',
];

/** The dashboard's shortcut buttons for a role, read from the permission table. */
export function shortcutsFor(role: string | null | undefined): Shortcut[] {
  return ORDER.flatMap((entry) => {
    if (entry === 'admin') return canSeeAdminOverview(role) ? [ADMIN_OVERVIEW] : [];
    return can(role, entry) ? [TOOL_PAGES[entry]] : [];
  });
}
