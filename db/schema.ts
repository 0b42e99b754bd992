import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_CATEGORIES } from '../app/config/chapter';

/** PGlite returns bytea as Uint8Array and pg as Buffer; both are Uint8Array, so expose that. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Actives and alumni share one table so ids, lineage and points survive a conversion. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['active', 'alumni'] }).notNull(),
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    class: text('class'),
    graduationYear: integer('graduation_year'),
    family: text('family'),
    major: text('major'),
    profilePictureUrl: text('profile_picture_url'),
    bigId: integer('big_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    linkedinUrl: text('linkedin_url'),
    dropped: boolean('dropped').notNull().default(false),
    foundingMember: boolean('founding_member').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    index('members_status_idx').on(t.status),
    index('members_big_idx').on(t.bigId),
    check('members_status_check', sql`${t.status} in ('active', 'alumni')`),
  ],
);

/**
 * The chapter's events: the points sheet's columns, the roster and check-in. Times are instants; check-in is open
 * from `check_in_started_at` until closed or the grace minutes after the end pass (app/features/events/README.md).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category', { enum: EVENT_CATEGORIES }).notNull().default('other'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    /** What attending gives; excused and absent give none. */
    points: integer('points').notNull().default(0),
    /** Whether every active member is expected to come (counts toward their attendance rate). */
    expected: boolean('expected').notNull().default(false),
    /** The chapter calendar's id of the occurrence this event was adopted from, so it is never adopted twice. */
    calendarId: text('calendar_id'),
    checkInStartedAt: timestamp('check_in_started_at', { withTimezone: true }),
    checkInClosedAt: timestamp('check_in_closed_at', { withTimezone: true }),
    checkInGraceMinutes: integer('check_in_grace_minutes').notNull().default(15),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_calendar_id_idx').on(t.calendarId),
    index('events_starts_at_idx').on(t.startsAt),
    check('events_points_check', sql`${t.points} between 0 and 1000000`),
    check('events_ends_after_start_check', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_grace_check', sql`${t.checkInGraceMinutes} between 0 and 1440`),
    check('events_category_check', sql.raw(`category in (${EVENT_CATEGORIES.map((c) => `'${c}'`).join(', ')})`)),
  ],
);

export const eventPoints = pgTable(
  'event_points',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** Typed by the Scribe: attendance leaves such a cell alone, and rewrites the others. */
    overridden: boolean('overridden').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.eventId] }),
    index('event_points_event_idx').on(t.eventId),
    check('event_points_points_check', sql`${t.points} >= 0`),
  ],
);

/**
 * Who came to an event: a row per member marked attended or excused; a member without a row was absent. `how` says
 * whether the member checked in or an officer marked the roster.
 */
export const attendance = pgTable(
  'attendance',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['attended', 'excused'] }).notNull(),
    how: text('how', { enum: ['check-in', 'roster'] }).notNull(),
    /** Why an excused member was excused, as the officer typed it. */
    reason: text('reason'),
    recordedBy: integer('recorded_by').references(() => members.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.memberId] }),
    index('attendance_member_idx').on(t.memberId),
    check('attendance_status_check', sql`${t.status} in ('attended', 'excused')`),
    check('attendance_how_check', sql`${t.how} in ('check-in', 'roster')`),
  ],
);

/**
 * Officer terms, `starts_on` through `ends_on` in the chapter's days (no `ends_on`: until further notice). The
 * migration adds what the schema cannot express: one holder per position, and one position per member, at a time.
 */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** A role of ROLES when written; not checked by the database, so the history of a retired role stays readable. */
    position: text('position').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [check('terms_ends_after_start_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`)],
);

// The code says "bro date" as the chapter does; the tables keep the names they were created with, which backups
// and the audit action 'brodates.reshuffle' also carry.
export const broDateGroups = pgTable('brodate_groups', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
});

export const broDateGroupMembers = pgTable(
  'brodate_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => broDateGroups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberId] }), index('brodate_group_members_member_idx').on(t.memberId)],
);

export const targets = pgTable('targets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  targetId: integer('target_id').references(() => members.id, { onDelete: 'set null' }),
  isEliminated: boolean('is_eliminated').notNull().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random id in the member's cookie: a copy of this table signs nobody in. */
    idHash: text('id_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * The check-in passes used so far (check-in-pass.server.ts), each until it ends: a pass is refused once its id is
 * here, by whichever process of the site meets it again. Rows past their end are pruned.
 */
export const checkInPassesUsed = pgTable('check_in_passes_used', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One row per signed-in browser session; never an IP address. */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_visited_at_idx').on(t.visitedAt)],
);

export const media = pgTable('media', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** The site content officers edit (one row per section once first saved; until then the defaults in config apply). */
export const siteContent = pgTable('site_content', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => members.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Earlier values of a section, newest last: 'restore previous version' takes the newest one back. */
export const siteContentVersions = pgTable(
  'site_content_versions',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    value: jsonb('value').notNull(),
    savedBy: integer('saved_by').references(() => members.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('site_content_versions_section_idx').on(t.section, t.id)],
);

/** Each position's handbook, a row per saved version (the newest is current), so nothing is ever overwritten. */
export const handbookVersions = pgTable(
  'handbook_versions',
  {
    id: serial('id').primaryKey(),
    /** A role of ROLES when written; not checked by the database, like terms.position. */
    position: text('position').notNull(),
    /** Markdown as its author typed it; pages render it with typed HTML shown as text. */
    body: text('body').notNull(),
    savedBy: integer('saved_by').references(() => members.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handbook_versions_position_idx').on(t.position, t.id)],
);

/**
 * The chapter's elections: a nomination period, then a voting period, then results an officer publishes and applies
 * as the next board's terms (app/features/elections/README.md). The quorum is a share of the active members.
 */
export const elections = pgTable(
  'elections',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    nominationsOpenAt: timestamp('nominations_open_at', { withTimezone: true }).notNull(),
    nominationsCloseAt: timestamp('nominations_close_at', { withTimezone: true }).notNull(),
    votingOpenAt: timestamp('voting_open_at', { withTimezone: true }).notNull(),
    votingCloseAt: timestamp('voting_close_at', { withTimezone: true }).notNull(),
    /** The quorum as a fraction of active members: two thirds unless the election says otherwise. */
    quorumNumerator: integer('quorum_numerator').notNull().default(2),
    quorumDenominator: integer('quorum_denominator').notNull().default(3),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /**
     * Results applied and waiting for a second officer's confirmation (docs/decisions/0015-election-safeguards.md):
     * the first day chosen, who applied them and when. Cleared when withdrawn; kept once confirmed.
     */
    applyStartsOn: date('apply_starts_on', { mode: 'string' }),
    applyRequestedBy: integer('apply_requested_by').references(() => members.id, { onDelete: 'set null' }),
    applyRequestedAt: timestamp('apply_requested_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'elections_periods_in_order_check',
      sql`${t.nominationsOpenAt} < ${t.nominationsCloseAt}
      and ${t.nominationsCloseAt} <= ${t.votingOpenAt} and ${t.votingOpenAt} < ${t.votingCloseAt}`,
    ),
    check('elections_quorum_check', sql`0 < ${t.quorumNumerator} and ${t.quorumNumerator} <= ${t.quorumDenominator}`),
  ],
);

/**
 * A position's vote in an election: round 1 in the election's voting period among the accepted nominees, and a
 * runoff (round 2 and on) between the top two in its own voting period.
 */
export const electionRaces = pgTable(
  'election_races',
  {
    id: serial('id').primaryKey(),
    electionId: integer('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    round: integer('round').notNull().default(1),
    /** A runoff's own voting period; round 1 votes in the election's. */
    votingOpenAt: timestamp('voting_open_at', { withTimezone: true }),
    votingCloseAt: timestamp('voting_close_at', { withTimezone: true }),
    /** How many active members could vote, fixed when the results are published: turnout and quorum count on it. */
    eligibleVoters: integer('eligible_voters'),
  },
  (t) => [
    uniqueIndex('election_races_round_idx').on(t.electionId, t.position, t.round),
    check('election_races_round_check', sql`${t.round} >= 1`),
  ],
);

/** A member nominated for a position's first round, and whether they accepted. */
export const electionNominations = pgTable(
  'election_nominations',
  {
    id: serial('id').primaryKey(),
    raceId: integer('race_id')
      .notNull()
      .references(() => electionRaces.id, { onDelete: 'cascade' }),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nominatedBy: integer('nominated_by').references(() => members.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('election_nominations_once_idx').on(t.raceId, t.nomineeId),
    check('election_nominations_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/**
 * The candidates of a race and their count of votes: zero while voting is open, the race's totals once it is sealed
 * (its ballots counted here and deleted, app/features/elections/ballot-seal.server.ts).
 */
export const electionCandidates = pgTable(
  'election_candidates',
  {
    raceId: integer('race_id')
      .notNull()
      .references(() => electionRaces.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.memberId] }),
    check('election_candidates_votes_check', sql`${t.votes} >= 0`),
  ],
);

/**
 * A ballot not yet counted: race and choice, no voter, no time. It names its race, not the candidate's row, which it
 * would lock and stamp with the voter's transaction. Erased when the race is sealed (decision 0014).
 */
export const electionBallots = pgTable('election_ballots', {
  /** Random, so a backup's rows (in the order of their text, which starts with it) say nothing of when each was cast. */
  id: uuid('id').primaryKey().defaultRandom(),
  raceId: integer('race_id')
    .notNull()
    .references(() => electionRaces.id, { onDelete: 'cascade' }),
  candidateId: integer('candidate_id').notNull(),
});

/** Who has voted in a race: the member and the race only, no time and no choice. */
export const electionVoters = pgTable(
  'election_voters',
  {
    raceId: integer('race_id')
      .notNull()
      .references(() => electionRaces.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.memberId] })],
);

/** An announcement an officer sent: to whom (the audience as chosen), what, and how many it reached then. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id').references(() => members.id, { onDelete: 'set null' }),
    audience: text('audience').notNull(),
    subject: text('subject').notNull(),
    /** The site's safe Markdown. */
    body: text('body').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_author_idx').on(t.authorId, t.createdAt)],
);

/** What a member sees under the bell: one row per member and message, read once opened. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** A path on this site, opened when the member opens the notification. */
    link: text('link').notNull(),
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * How a member wants each kind of notification (app/shared/notify/notification-kinds.ts): by email or by push (each
 * also in the site), in the site only, or not at all. A member without a row for a kind has that kind's default.
 */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['email', 'push', 'site', 'off'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_choices_pk', columns: [t.memberId, t.kind] }),
    check('notification_choices_channel_check', sql`${t.channel} in ('email', 'push', 'site', 'off')`),
  ],
);

/**
 * The version of a member's private calendar feed address (app/features/calendar-feed/README.md). The address is
 * signed over the member and this version, so regenerating it (the version goes up) stops every older address; a
 * member without a row has version 1. No secret is kept here: the address cannot be rebuilt from the database alone.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    regeneratedAt: timestamp('regenerated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('calendar_feeds_version_check', sql`${t.version} >= 1`)],
);

/**
 * The notices the site sends by itself on a date or a phase (an election's voting opening, a term starting), each
 * under a key naming what it is about: written in the transaction that sends it, so each is sent once, across
 * restarts and however many processes look for due notices (app/shared/notify/scheduled-notices.server.ts).
 */
export const noticesSent = pgTable('notices_sent', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The columns the background senders lease and retry by (app/shared/notify/leased-queue.server.ts), the same in every
 * table of messages waiting for delivery.
 */
const deliveryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  givenUpAt: timestamp('given_up_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * Email waiting to be delivered, written in the transaction of the change that causes it and delivered by the
 * background sender (app/shared/notify/README.md). A row is leased while one sender delivers it, so several
 * processes never send it at once; a delivery cut off before `sent_at` is written is retried with the same
 * Message-ID.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull().unique('outbox_message_id_unique'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    unsubscribeUrl: text('unsubscribe_url'),
    createdAt: createdAt(),
    ...deliveryColumns(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.givenUpAt} is null`),
  ],
);

/**
 * The devices where a member turned on push notifications (app/shared/notify/README.md): the push service's address
 * for the device and the keys the message is encrypted with. It is pushed to while the session it is bound to (the
 * last one that turned it on or saw it on the dashboard) is live; signing out there forgets it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** SHA-256 of the id of the session that turned it on, as in `sessions`: signing out there turns it off. */
    sessionIdHash: text('session_id_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId)],
);

/**
 * Push notifications waiting for the background sender, one per device, written in the transaction of the change
 * that causes them and leased like `outbox` so one process delivers each.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The path on this site a tap opens. */
    path: text('path').notNull(),
    createdAt: createdAt(),
    ...deliveryColumns(),
  },
  (t) => [
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.givenUpAt} is null`),
    // A device forgotten takes its waiting pushes with it without reading the whole table.
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);
