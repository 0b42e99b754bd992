/**
 * The kinds of notification the site sends. Each member chooses, per kind, how it reaches them
 * (`/notifications/settings`): by email or by push as well as under the bell, under the bell only, or not at all
 * where a kind may be off. Push reaches the devices where the member turned notifications on; without one, a push
 * choice is the bell alone. An email's unsubscribe link moves its kind to "in the site only".
 */
export const CHANNELS = ['email', 'push', 'site', 'off'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  email: 'Email and in the site',
  push: 'Push and in the site',
  site: 'In the site only',
  off: 'Off',
};

interface KindInfo {
  /** The settings page's name for it. */
  label: string;
  /** When it is sent, in the settings page's words. */
  when: string;
  /** How an email's footer names it: "Stop emails about …". */
  emailName: string;
  /** The member's choice until they make one. */
  standard: Channel;
  /** The choices the member has: a kind the site also lists elsewhere (announcements) is never off. */
  channels: readonly Channel[];
  /** Sent by email only, never under the bell (the weekly digest: the site shows all it says already). */
  emailOnly?: true;
}

export const NOTIFICATION_KINDS = {
  announcement: {
    label: 'Announcements',
    when: 'An officer writes to a group you are in. They stay on the Announcements page whatever you choose.',
    emailName: 'announcements',
    standard: 'email',
    channels: ['email', 'push', 'site'],
  },
  'check-in-opened': {
    label: 'Check-in opened',
    when: 'Check-in opens at an event every active member is expected at.',
    emailName: 'check-in opening',
    // Pushed to a phone where notifications are on, else under the bell as before push existed.
    standard: 'push',
    channels: CHANNELS,
  },
  'election-nominations': {
    label: 'Election nominations',
    when: 'Nominations open in an election, and someone nominates you.',
    emailName: 'election nominations',
    standard: 'email',
    channels: CHANNELS,
  },
  'election-voting': {
    label: 'Election voting',
    when: 'Voting opens, and a day before it closes if you have not voted yet.',
    emailName: 'election voting',
    standard: 'email',
    channels: CHANNELS,
  },
  'election-results': {
    label: 'Election results',
    when: 'An election’s results are published.',
    emailName: 'election results',
    standard: 'site',
    channels: CHANNELS,
  },
  'term-start': {
    label: 'Your officer term',
    when: 'Your term in a position starts within 30 days, and on its first day.',
    emailName: 'your officer term',
    standard: 'email',
    channels: CHANNELS,
  },
  'weekly-digest': {
    label: 'Weekly digest',
    when: 'Sunday evening: the week’s events, your points and attendance this term, open elections and new announcements.',
    emailName: 'the weekly digest',
    standard: 'email',
    channels: ['email', 'off'],
    emailOnly: true,
  },
  'handbook-edited': {
    label: 'Your next handbook edited',
    when: 'The handbook of a position you are about to hold is changed.',
    emailName: 'handbook changes',
    standard: 'email',
    channels: CHANNELS,
  },
} as const satisfies Record<string, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

/** Whether a member may choose `channel` for `kind`. */
export const allowsChannel = (kind: NotificationKind, channel: string): channel is Channel =>
  (NOTIFICATION_KINDS[kind].channels as readonly string[]).includes(channel);

/** Whether a kind shows under the bell at all (every kind but those sent by email only). */
export const showsInTheSite = (kind: NotificationKind): boolean => !('emailOnly' in NOTIFICATION_KINDS[kind]);

/** How the settings page names a choice for a kind: an email-only kind's email choice is just "Email". */
export const channelLabel = (kind: NotificationKind, channel: Channel): string =>
  channel === 'email' && !showsInTheSite(kind) ? 'Email' : CHANNEL_LABELS[channel];
