/**
 * The chapter's fixed facts and rules. Every name, role, permission and constant the site uses comes from here,
 * so a new officer year changes this file (or, later, the site content) and nothing else.
 */

export const chapter = {
  name: 'Upsilon Epsilon',
  fraternity: 'Theta Tau',
  university: 'Santa Clara University',
  tagline: 'Co-Ed Professional Engineering Fraternity',
  copyright: 'Theta Tau, Upsilon Epsilon Chapter. All rights reserved.',
  nationalWebsite: 'https://thetatau.org',
  region: 'Northwestern Region',
  regionActiveChapters: 7,
  timeZone: 'America/Los_Angeles',
  /** Where visitors reach the chapter until the Webmaster sets the address in the site content (its contact part). */
  contactEmail: 'thetatau.ue@example.org',
} as const;

export const ROLES = [
  'Regent',
  'Vice Regent',
  'Treasurer',
  'Scribe',
  'Corresponding Secretary',
  'Brotherhood Chair',
  'Service Chair',
  'Professional Development Chair',
  'Recruitment Chair',
  'Special Events Chair',
  'Engineering Outreach Chair',
  'Academic Chair',
  'Fundraising Chair',
  'Marshall',
  'Social Media Chair',
  'Webmaster',
  'PNME Chair',
  'Historian',
  'Mediation Chair',
  'DEI Chair',
] as const;
export type Role = (typeof ROLES)[number];

/** Executive board roles; Regent and Vice Regent lead, the rest follow by last name. */
export const EXECUTIVE_ROLES: readonly Role[] = [
  'Regent',
  'Vice Regent',
  'Scribe',
  'Corresponding Secretary',
  'Treasurer',
];

/** Listed nowhere on the public brothers page and never shown on a card. */
export const HIDDEN_PUBLIC_ROLE: Role = 'Mediation Chair';

export const FAMILIES = ['Filthy Fam', 'Presibobante Guys', 'Engh Gang', 'Clout Fam'] as const;

/**
 * The officer tools, in the order the officer overview lists them. Each declares its page and its dashboard button in
 * its feature's `tool.ts`; who may use it is said here and only here.
 */
export const TOOLS = [
  'user-management',
  'bro-dates',
  'scribe-editor',
  'events',
  'spoon-assassins',
  'site-content',
  'elections',
  'announcements',
] as const;
export type Tool = (typeof TOOLS)[number];

/** Who may use which officer tool: the only list of permissions; the server guards and the UI both read it. */
export const PERMISSIONS: Readonly<Partial<Record<Role, readonly Tool[]>>> = {
  // The Webmaster looks after the whole site, so a new tool is theirs as soon as it is listed in TOOLS.
  Webmaster: TOOLS,
  'Brotherhood Chair': ['bro-dates', 'spoon-assassins'],
  'Mediation Chair': ['bro-dates'],
  Scribe: ['scribe-editor', 'events'],
  Regent: ['events', 'site-content', 'elections', 'announcements'],
  'Vice Regent': ['events', 'elections', 'announcements'],
  'Corresponding Secretary': ['announcements'],
  'Recruitment Chair': ['site-content'],
};

/** The parts of the site content, each saved, versioned and restored on its own. */
export const CONTENT_SECTIONS = ['rush', 'regent', 'photos', 'dashboard', 'contact'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/**
 * Which parts of the 'site-content' tool a role may edit: the tool's row in PERMISSIONS above, narrowed per section.
 * A role must have the tool there and its sections here (a unit test keeps the two in step).
 */
export const CONTENT_SECTION_PERMISSIONS: Readonly<Partial<Record<Role, readonly ContentSection[]>>> = {
  Webmaster: CONTENT_SECTIONS,
  Regent: ['regent'],
  'Recruitment Chair': ['rush'],
};

/** The kinds of chapter event; attendance rates are counted per kind. */
export const EVENT_CATEGORIES = [
  'brotherhood',
  'professional',
  'service',
  'social',
  'chapter-meeting',
  'rush',
  'other',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_CATEGORY_LABELS: Readonly<Record<EventCategory, string>> = {
  brotherhood: 'Brotherhood',
  professional: 'Professional',
  service: 'Service',
  social: 'Social',
  'chapter-meeting': 'Chapter meeting',
  rush: 'Rush',
  other: 'Other',
};

/**
 * The chapter's terms for attendance rates: each starts on its month and day (in the chapter's time zone) and runs
 * to the next one's start. Santa Clara's quarters: winter from January, spring from April, fall from September.
 */
export const TERMS = [
  { name: 'Winter', starts: '01-01' },
  { name: 'Spring', starts: '04-01' },
  { name: 'Fall', starts: '09-01' },
] as const;

/**
 * What the chapter's bylaws fix for its elections. An election's quorum may not be set below `quorumAtLeast` of the
 * active members, nor ever below half of them (app/features/elections/election-safeguards.ts): raise it here when the
 * bylaws ask for more.
 */
export const bylaws = {
  quorumAtLeast: { numerator: 1, denominator: 2 },
} as const;

/** The /admin overview is the Webmaster's alone. */
export const ADMIN_OVERVIEW_ROLES: readonly Role[] = ['Webmaster'];

export const constants = {
  pointsGoal: 2500,
  /** When on Sunday, in the chapter's time zone, the weekly digest goes out, until the site content says otherwise. */
  digestTime: '18:00',
  upcomingEvents: 3,
  /**
   * Pages take their phone layout at this width or narrower. The stylesheets' `--mobile` custom media, in
   * app/shared/styles/breakpoints.css, is the same width.
   */
  mobileBreakpointPx: 768,
  photoStripStepPx: 2,
  photoStripTickMs: 20,
  successMessageMs: 3000,
  pointsModalCloseMs: 300,
  broDateGroupSize: 4,
  fallbackClass: 'Unknown',
  galleryImages: 29,
  calendarCacheMs: 5 * 60 * 1000,
  /** How long an event lasts when only its start is known: a column added in the points sheet, a legacy event. */
  eventHoursWhenUnknown: 2,
} as const;

/** The phone layout's media condition, for the `sizes` of photos that the layout shows narrower on phones. */
export const mobileMedia = `(max-width: ${constants.mobileBreakpointPx}px)`;

/**
 * The rush season as shipped; officers change it in the site content tool, which starts from these values. Events
 * on the invite-only second week get their dates with the invitation.
 */
export const rush = {
  title: 'Winter Rush 2027',
  /** Local wall-clock time in chapter.timeZone. */
  startsAt: '2027-01-07T19:00',
  /** The last day of the season; the rush page says rush is over from the midnight after it. */
  endsOn: '2027-01-22',
  interestFormUrl: 'https://forms.gle/thetatau-upsilon-epsilon-interest',
  showCountdown: true,
  timeline: [
    {
      title: 'Week 1',
      items: [
        { name: 'Theta Tau Info Night', date: '2027-01-07', time: '19:00', place: null, inviteOnly: false },
        { name: 'Meet the Actives', date: '2027-01-11', time: '19:00', place: null, inviteOnly: false },
        { name: 'Innovation Night', date: '2027-01-13', time: '19:00', place: null, inviteOnly: false },
      ],
    },
    {
      title: 'Week 2',
      items: [
        { name: 'Coffee Chats', date: null, time: null, place: null, inviteOnly: true },
        { name: 'Interviews', date: null, time: null, place: null, inviteOnly: true },
      ],
    },
  ],
} as const;

/** Dashboard cards a term may switch off in the site content tool; both shown until then. */
export const dashboardCards = { broDates: true, spoonAssassins: true } as const;

export const history = {
  colony: 2016,
  chartered: 2020,
  nationalMembers: '50,000',
} as const;

export const LINKEDIN_PREFIX = 'https://www.linkedin.com/in/';
