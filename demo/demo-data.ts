import { chapter, type EventCategory, FAMILIES, ROLES, type Role } from '../app/config/chapter';
import { groupForBroDates } from '../app/features/bro-dates';
import { addDays, dayBefore } from '../app/shared/time/calendar-days';
import { chapterDay } from '../app/shared/time/chapter-day';
import { zonedTimeToInstant } from '../app/shared/time/time-zone';
import { FIRST_NAMES, LAST_NAMES, MAJORS } from './names';
import { seededRandom } from './random';

export interface DemoMember {
  key: number;
  status: 'active' | 'alumni';
  email: string | null;
  firstName: string;
  lastName: string;
  class: string | null;
  graduationYear: number | null;
  family: string;
  major: string;
  /** The position of the member's term covering the seeding day (`DemoChapter.terms`), or none. */
  role: Role | null;
  bigKey: number | null;
  linkedinUrl: string | null;
  dropped: boolean;
  foundingMember: boolean;
}

export interface DemoChapter {
  members: DemoMember[];
  events: {
    key: number;
    name: string;
    date: string;
    category: EventCategory;
    location: string;
    /** What attending gives: 0 for the events from before attendance, whose points were typed in the sheet. */
    points: number;
    expected: boolean;
  }[];
  /** Points cells; `overridden` ones were typed in the points sheet, the others follow attendance. */
  points: { memberKey: number; eventKey: number; points: number; overridden: boolean }[];
  /** Who attended or was excused at this term's events (the others were absent). */
  attendance: {
    memberKey: number;
    eventKey: number;
    status: 'attended' | 'excused';
    how: 'check-in' | 'roster';
    reason: string | null;
    /** The officer who marked the roster; null for a member's own check-in. */
    recordedByKey: number | null;
  }[];
  /** Officer terms: today's board since January 1 of the seeding year, and the Regents of the three years before. */
  terms: { memberKey: number; position: Role; startsOn: string; endsOn: string | null }[];
  broDateGroups: number[][];
  /** Players in chain order: each targets the next, the last the first. */
  spoonChain: { memberKey: number; isEliminated: boolean }[];
}

/** The seed of the demo chapter the site seeds. */
export const DEMO_SEED = 2026;

/** The demo's chapter meeting under way at seeding, worth 50 points, where check-in can be tried. */
export const DEMO_MEETING_NAME = 'Chapter Meeting';

/** The six sign-in accounts of the demo, each given to an active member. */
export const DEMO_ACCOUNTS: readonly { email: string; role: Role | null }[] = [
  { email: 'webmaster@example.org', role: 'Webmaster' },
  { email: 'regent@example.org', role: 'Regent' },
  { email: 'scribe@example.org', role: 'Scribe' },
  { email: 'brotherhood@example.org', role: 'Brotherhood Chair' },
  { email: 'mediation@example.org', role: 'Mediation Chair' },
  { email: 'member@example.org', role: null },
];

// Generations of the lineage, oldest first; each member's big comes from the generation before.
const GENERATIONS = [
  { status: 'alumni', count: 5, years: [2018, 2019], classes: ['Alpha'] },
  { status: 'alumni', count: 11, years: [2020, 2021], classes: ['Beta', 'Gamma'] },
  { status: 'alumni', count: 14, years: [2022, 2023], classes: ['Delta', 'Epsilon'] },
  { status: 'alumni', count: 14, years: [2024, 2025], classes: ['Zeta', 'Eta'] },
  { status: 'active', count: 16, years: [2026, 2027], classes: ['Theta', 'Iota'] },
  { status: 'active', count: 18, years: [2028, 2029], classes: ['Kappa', 'Lambda'] },
] as const;

// Events from before attendance was kept: their points were typed in the points sheet, so attending gives none.
const EVENTS = [
  ['Fall Info Night', '2025-09-25T02:00:00.000Z', 'rush', 'Locatelli Center', 0, false],
  ['Professional Headshots', '2025-10-11T18:00:00.000Z', 'professional', 'Sobrato Campus', 0, false],
  ['Community Service Day', '2025-11-08T17:00:00.000Z', 'service', 'Second Harvest Food Bank', 0, false],
  ['Brotherhood Retreat', '2026-01-24T17:00:00.000Z', 'brotherhood', 'Sanborn County Park', 0, false],
  ['Resume Workshop', '2026-02-05T02:30:00.000Z', 'professional', 'SCDI 1308', 0, false],
  ['Engineering Outreach Fair', '2026-02-21T18:00:00.000Z', 'service', 'Benson Center', 0, false],
] as const;

/**
 * This term's events, in days from the seeding day at a local time, so the recent weeks always hold attendance:
 * name, days, time, category, location, points, whether every active is expected.
 */
const TERM_EVENTS = [
  ['Kickoff Meeting', -45, '19:00', 'chapter-meeting', 'SCDI 1308', 100, true],
  ['Resume Review Night', -41, '18:30', 'professional', 'Learning Commons', 150, false],
  ['Beach Cleanup', -39, '10:00', 'service', 'Natural Bridges State Beach', 200, false],
  ['Budget Meeting', -31, '19:00', 'chapter-meeting', 'SCDI 1308', 100, true],
  ['Brotherhood Game Night', -20, '20:00', 'brotherhood', 'Benson Center', 150, false],
  ['Elections Meeting', -10, '19:00', 'chapter-meeting', 'SCDI 1308', 100, true],
  ['Chapter Potluck', 8, '19:00', 'social', 'Graham Commons', 100, false],
] as const;

/** The term events members checked in to themselves; the Scribe marked the others' rosters. */
const CHECKED_IN = new Set(['Brotherhood Game Night', 'Elections Meeting']);

const EXCUSES = ['Midterm exam', 'Family visit', 'Sick', 'Work shift', 'Career fair interview'];

type DemoMark = { status: 'attended' | 'excused'; reason?: string } | null;

/** The event whose points the Scribe typed for the Brotherhood Chair, who ran it. */
const OVERRIDDEN_EVENT = 'Brotherhood Game Night';

/**
 * Marks set rather than drawn (null: absent). The plain member: excused once, at two events (150 + 100 points),
 * absent from the other three. The Brotherhood Chair was at the game night they ran.
 */
const SET_MARKS: Readonly<Record<string, Readonly<Record<string, DemoMark>>>> = {
  'member@example.org': {
    'Kickoff Meeting': { status: 'excused', reason: 'Family visit' },
    'Resume Review Night': { status: 'attended' },
    'Beach Cleanup': null,
    'Budget Meeting': null,
    'Brotherhood Game Night': null,
    'Elections Meeting': { status: 'attended' },
  },
  'brotherhood@example.org': { [OVERRIDDEN_EVENT]: { status: 'attended' } },
};

const POINT_VALUES = [0, 0, 50, 100, 150, 200, 250, 300, 400, 500];

/**
 * The fictional demo chapter, seeded at `now`: the same for the same seed and the same day in the chapter's time
 * zone (this term's events are placed relative to that day; everything else is the same whatever the day).
 */
export function buildDemoChapter(seed = DEMO_SEED, now = new Date()): DemoChapter {
  const random = seededRandom(seed);
  const firsts = random.shuffle(FIRST_NAMES);
  const lasts = random.shuffle(LAST_NAMES);
  const members: DemoMember[] = [];
  let previous: DemoMember[] = [];

  GENERATIONS.forEach((generation, g) => {
    const bigs = random.shuffle(previous);
    const current: DemoMember[] = [];
    for (let i = 0; i < generation.count; i++) {
      const key = members.length;
      const big = bigs.length > 0 ? (bigs[i % bigs.length] as DemoMember) : null;
      const firstName = firsts[key % firsts.length] as string;
      const lastName = lasts[key % lasts.length] as string;
      const half = i < generation.count / 2 ? 0 : 1;
      const member: DemoMember = {
        key,
        status: generation.status,
        email: generation.status === 'active' ? `${firstName}.${lastName}@example.org`.toLowerCase() : null,
        firstName,
        lastName,
        class: generation.classes[half] ?? null,
        graduationYear: generation.years[half] ?? null,
        family: big ? big.family : (FAMILIES[i % FAMILIES.length] as string),
        major: random.pick(MAJORS),
        role: null,
        bigKey: big ? big.key : null,
        linkedinUrl: key % 3 === 0 ? `https://www.linkedin.com/in/${firstName}-${lastName}-${key}`.toLowerCase() : null,
        dropped: false,
        foundingMember: g === 0,
      };
      current.push(member);
      members.push(member);
    }
    previous = current;
  });

  // Alumni whose year the chapter never recorded, two who dropped, and actives not yet placed in a class.
  members
    .filter((m) => m.status === 'alumni' && !m.foundingMember)
    .slice(2, 5)
    .forEach((m) => (m.graduationYear = null));
  const generationTwo = members.slice(16, 30);
  [generationTwo[3], generationTwo[9]].forEach((m) => m && (m.dropped = true));
  const actives = members.filter((m) => m.status === 'active');
  actives.slice(-2).forEach((m) => (m.class = null));

  assignRoles(actives);
  const seededOn = chapterDay(now);
  const events: DemoChapter['events'] = [
    ...EVENTS,
    ...TERM_EVENTS.map(([name, days, time, ...rest]) => [name, localInstant(seededOn, days, time), ...rest] as const),
  ].map(([name, date, category, location, points, expected], key) => ({
    key,
    name,
    date,
    category,
    location,
    points,
    expected,
  }));
  const typed = demoPoints(actives, EVENTS.length, random);
  const broDateGroups = groupForBroDates(random.shuffle(actives.map((m) => m.key)));
  const spoonChain = demoSpoonChain(actives, random);
  // Drawn after everything else, so the members, groups and chain stay as they were before the term's events; only
  // the events held before the seeding have attendance.
  const held = events.slice(EVENTS.length).filter((e) => e.date < now.toISOString());
  const attendance = demoAttendance(actives, held, random);
  return {
    members,
    events,
    points: withScribeOverride([...typed, ...followAttendance(attendance, events)], actives, events),
    attendance,
    terms: demoTerms(members, seededOn),
    broDateGroups,
    spoonChain,
  };
}

/**
 * Officers hold open-ended terms from January 1 of the seeding year; three alumni were the past three Regents (for
 * the about page); one active takes over as Vice Regent two weeks on, so a dashboard shows an incoming officer.
 */
function demoTerms(members: DemoMember[], seededOn: string): DemoChapter['terms'] {
  const year = Number(seededOn.slice(0, 4));
  const incoming = incomingOfficer(members.filter((m) => m.status === 'active'));
  const handover = addDays(seededOn, DEMO_INCOMING.inDays);
  const board = members
    .filter((m) => m.role !== null)
    .map((m) => ({
      memberKey: m.key,
      position: m.role as Role,
      startsOn: `${year}-01-01`,
      endsOn: incoming && m.role === DEMO_INCOMING.position ? dayBefore(handover) : null,
    }));
  const pastRegents = members
    .filter((m) => m.status === 'alumni' && !m.dropped && m.graduationYear !== null)
    .slice(-3)
    .map((m, i) => ({
      memberKey: m.key,
      position: 'Regent' as const,
      startsOn: `${year - 3 + i}-01-01`,
      endsOn: `${year - 3 + i}-12-31`,
    }));
  const coming = incoming
    ? [{ memberKey: incoming.key, position: DEMO_INCOMING.position, startsOn: handover, endsOn: null }]
    : [];
  return [...pastRegents, ...board, ...coming];
}

/** The position the demo's incoming officer takes, and how many days after seeding. */
export const DEMO_INCOMING = { position: 'Vice Regent', inDays: 14 } as const satisfies {
  position: Role;
  inDays: number;
};

/**
 * The demo's incoming officer among the active members in the order they were seeded: the first who holds no
 * position, has an email to sign in with and is none of the sign-in accounts the tests use.
 */
export function incomingOfficer<M extends { email: string | null; role: string | null }>(actives: M[]): M | undefined {
  const accounts = new Set(DEMO_ACCOUNTS.map((account) => account.email));
  return actives.find((m) => m.role === null && m.email !== null && !accounts.has(m.email));
}

/** The instant of a local time (HH:mm) `days` after a date (YYYY-MM-DD) in the chapter's time zone, as ISO text. */
function localInstant(date: string, days: number, time: string): string {
  return zonedTimeToInstant(`${addDays(date, days)}T${time}`, chapter.timeZone).toISOString();
}

/** The six accounts first, then every remaining role once, to actives without one. */
function assignRoles(actives: DemoMember[]) {
  DEMO_ACCOUNTS.forEach((account, i) => {
    const member = actives[i * 5] as DemoMember;
    member.email = account.email;
    member.role = account.role;
  });
  const taken = new Set(DEMO_ACCOUNTS.map((a) => a.role));
  const free = actives.filter((m) => m.role === null && !DEMO_ACCOUNTS.some((a) => a.email === m.email));
  ROLES.filter((role) => !taken.has(role)).forEach((role, i) => ((free[i] as DemoMember).role = role));
}

function demoPoints(actives: DemoMember[], eventCount: number, random: ReturnType<typeof seededRandom>) {
  const points: DemoChapter['points'] = [];
  for (const member of actives) {
    for (let eventKey = 0; eventKey < eventCount; eventKey++) {
      let value = random.pick(POINT_VALUES);
      // A few officers past the 2500 goal, and the plain member with a clear breakdown.
      if (member.role === 'Regent' || member.role === 'Webmaster') value = 450 + eventKey * 10;
      // With this term's 150 and 100 from attendance, the plain member has 1000.
      if (member.email === 'member@example.org') value = [300, 250, 0, 200, 0, 0][eventKey] ?? 0;
      if (value > 0) points.push({ memberKey: member.key, eventKey, points: value, overridden: true });
    }
  }
  return points;
}

/**
 * Who came to this term's held events: about four in five actives at an expected event, two in five at another,
 * and at an expected event now and then an excuse. The Scribe marked the roster, except where members checked in
 * themselves.
 */
function demoAttendance(
  actives: DemoMember[],
  termEvents: DemoChapter['events'],
  random: ReturnType<typeof seededRandom>,
): DemoChapter['attendance'] {
  const scribe = actives.find((m) => m.role === 'Scribe') as DemoMember;
  const rows: DemoChapter['attendance'] = [];
  for (const event of termEvents) {
    const how = CHECKED_IN.has(event.name) ? 'check-in' : 'roster';
    for (const member of actives) {
      const roll = random.next();
      const drawn: DemoMark =
        roll < (event.expected ? 0.8 : 0.4)
          ? { status: 'attended' }
          : event.expected && roll > 0.88
            ? { status: 'excused', reason: random.pick(EXCUSES) }
            : null;
      const set = SET_MARKS[member.email ?? ''];
      const mark = set && event.name in set ? (set[event.name] ?? null) : drawn;
      if (!mark) continue;
      // An excuse is always marked on the roster; only being there can be a check-in.
      const markedHow = mark.status === 'attended' ? how : 'roster';
      rows.push({
        memberKey: member.key,
        eventKey: event.key,
        status: mark.status,
        how: markedHow,
        reason: mark.reason ?? null,
        recordedByKey: markedHow === 'roster' ? scribe.key : null,
      });
    }
  }
  return rows;
}

/** Points follow attendance: the event's points for everyone who attended, not overridden. */
function followAttendance(attendance: DemoChapter['attendance'], events: DemoChapter['events']) {
  return attendance
    .filter((a) => a.status === 'attended')
    .map((a) => ({
      memberKey: a.memberKey,
      eventKey: a.eventKey,
      points: (events[a.eventKey] as DemoChapter['events'][number]).points,
      overridden: false,
    }));
}

/**
 * The Scribe typed one cell this term: the Brotherhood Chair, who ran the game night, gets double. The typed cell
 * replaces the one attendance gave, and attendance leaves it alone from then on.
 */
function withScribeOverride(points: DemoChapter['points'], actives: DemoMember[], events: DemoChapter['events']) {
  const chair = actives.find((m) => m.email === 'brotherhood@example.org') as DemoMember;
  const gameNight = events.find((e) => e.name === OVERRIDDEN_EVENT) as DemoChapter['events'][number];
  return points.map((p) =>
    p.memberKey === chair.key && p.eventKey === gameNight.key ? { ...p, points: p.points * 2, overridden: true } : p,
  );
}

/** Twelve players; the plain member is alive and their direct target is out, so the chain is followed. */
function demoSpoonChain(actives: DemoMember[], random: ReturnType<typeof seededRandom>): DemoChapter['spoonChain'] {
  const member = actives.find((m) => m.email === 'member@example.org') as DemoMember;
  const chair = actives.find((m) => m.email === 'brotherhood@example.org') as DemoMember;
  const others = random.shuffle(actives.filter((m) => m !== member && m !== chair)).slice(0, 10);
  const players = [...others.slice(0, 3), member, ...others.slice(3, 6), chair, ...others.slice(6)];
  const eliminated = new Set([4, 5, 9]);
  return players.map((m, i) => ({ memberKey: m.key, isEliminated: eliminated.has(i) }));
}
