/**
 * Who may use what, written out by hand for the tests: the one place the tests say which officer tools each role may
 * use, which buttons its dashboard and account menu show (labels and paths, in order) and whether it sees /admin's
 * overview. It never reads the app's PERMISSIONS or TOOLS (app/config/chapter.ts), so a wrong permission table in the
 * app fails the tests that read this one.
 */
import { ROLES, type Role } from '../../app/config/chapter';

/** The officer tools, spelled out here rather than taken from the app's TOOLS. */
export type ToolName =
  | 'user-management'
  | 'bro-dates'
  | 'scribe-editor'
  | 'events'
  | 'spoon-assassins'
  | 'site-content'
  | 'elections'
  | 'announcements';

export interface Button {
  path: string;
  label: string;
}

/** Each tool's page and button, as its feature declares it. */
export const TOOL_PAGE: Readonly<Record<ToolName, Button>> = {
  'user-management': { path: '/admin/user-management', label: 'User Management' },
  'bro-dates': { path: '/admin/bro-dates', label: 'Manage Brodates' },
  'scribe-editor': { path: '/scribe-editor', label: 'Scribe Editor' },
  events: { path: '/admin/events', label: 'Events' },
  'spoon-assassins': { path: '/admin/spoon-assassins', label: 'Spoon Assassins' },
  'site-content': { path: '/admin/content', label: 'Site Content' },
  elections: { path: '/admin/elections', label: 'Elections' },
  announcements: { path: '/admin/announcements', label: 'Announcements' },
};

/** The Admin button, which leads to the overview of /admin. */
export const ADMIN_BUTTON: Button = { path: '/admin', label: 'Admin' };

export interface Access {
  /** The tools the role may use, in the order the officer overview lists them. */
  tools: readonly ToolName[];
  /** The buttons on its dashboard and in its account menu, in order. */
  buttons: readonly Button[];
  /** Whether it sees the overview (counts, visits, latest changes) on /admin and the Admin button. */
  seesAdminOverview: boolean;
}

const NOTHING: Access = { tools: [], buttons: [], seesAdminOverview: false };

const OFFICERS: Readonly<Partial<Record<Role, Access>>> = {
  Webmaster: {
    tools: [
      'user-management',
      'bro-dates',
      'scribe-editor',
      'events',
      'spoon-assassins',
      'site-content',
      'elections',
      'announcements',
    ],
    buttons: [
      { path: '/scribe-editor', label: 'Scribe Editor' },
      { path: '/admin', label: 'Admin' },
      { path: '/admin/events', label: 'Events' },
      { path: '/admin/user-management', label: 'User Management' },
      { path: '/admin/bro-dates', label: 'Manage Brodates' },
      { path: '/admin/spoon-assassins', label: 'Spoon Assassins' },
      { path: '/admin/content', label: 'Site Content' },
      { path: '/admin/elections', label: 'Elections' },
      { path: '/admin/announcements', label: 'Announcements' },
    ],
    seesAdminOverview: true,
  },
  'Brotherhood Chair': {
    tools: ['bro-dates', 'spoon-assassins'],
    buttons: [
      { path: '/admin/bro-dates', label: 'Manage Brodates' },
      { path: '/admin/spoon-assassins', label: 'Spoon Assassins' },
    ],
    seesAdminOverview: false,
  },
  'Mediation Chair': {
    tools: ['bro-dates'],
    buttons: [{ path: '/admin/bro-dates', label: 'Manage Brodates' }],
    seesAdminOverview: false,
  },
  Scribe: {
    tools: ['scribe-editor', 'events'],
    buttons: [
      { path: '/scribe-editor', label: 'Scribe Editor' },
      { path: '/admin/events', label: 'Events' },
    ],
    seesAdminOverview: false,
  },
  Regent: {
    tools: ['events', 'site-content', 'elections', 'announcements'],
    buttons: [
      { path: '/admin/events', label: 'Events' },
      { path: '/admin/content', label: 'Site Content' },
      { path: '/admin/elections', label: 'Elections' },
      { path: '/admin/announcements', label: 'Announcements' },
    ],
    seesAdminOverview: false,
  },
  'Vice Regent': {
    tools: ['events', 'elections', 'announcements'],
    buttons: [
      { path: '/admin/events', label: 'Events' },
      { path: '/admin/elections', label: 'Elections' },
      { path: '/admin/announcements', label: 'Announcements' },
    ],
    seesAdminOverview: false,
  },
  'Corresponding Secretary': {
    tools: ['announcements'],
    buttons: [{ path: '/admin/announcements', label: 'Announcements' }],
    seesAdminOverview: false,
  },
  'Recruitment Chair': {
    tools: ['site-content'],
    buttons: [{ path: '/admin/content', label: 'Site Content' }],
    seesAdminOverview: false,
  },
};

/** Every role, the 8 officers above and the 12 other roles with nothing. */
export const WHO_MAY_USE_WHAT: Readonly<Record<Role, Access>> = Object.fromEntries(
  ROLES.map((role) => [role, OFFICERS[role] ?? NOTHING]),
) as Record<Role, Access>;

/** What a role may use; no role, and anything that is not a role, may use nothing. */
export const accessOf = (role: string | null | undefined): Access =>
  (ROLES as readonly string[]).includes(role ?? '') ? WHO_MAY_USE_WHAT[role as Role] : NOTHING;

/** The tool buttons /admin shows a role: its tools, in the overview's order. */
export const overviewButtonsOf = (role: string | null | undefined): Button[] =>
  accessOf(role).tools.map((tool) => TOOL_PAGE[tool]);

/** The demo chapter's accounts (demo/demo-data.ts) and the role each holds; member@example.org holds none. */
export const DEMO_ACCOUNTS = [
  ['webmaster@example.org', 'Webmaster'],
  ['regent@example.org', 'Regent'],
  ['scribe@example.org', 'Scribe'],
  ['brotherhood@example.org', 'Brotherhood Chair'],
  ['mediation@example.org', 'Mediation Chair'],
  ['member@example.org', null],
] as const satisfies readonly (readonly [string, Role | null])[];

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number][0];

/** What a demo account may use, by its email. */
export const accessOfAccount = (email: DemoEmail): Access =>
  accessOf(DEMO_ACCOUNTS.find(([e]) => e === email)?.[1] ?? null);
