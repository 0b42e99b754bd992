import { FAMILIES, LINKEDIN_PREFIX, ROLES, type Family, type Role } from '../../app/config/chapter';
import { FIRST_NAMES, LAST_NAMES, MAJORS } from './names';
import { seededRandom, type Random } from './random';

/** One member row of the demo chapter; `key` is its index in `members`, which bigs and the other tables refer to. */
export interface DemoMember {
  key: number;
  status: 'active' | 'alumni';
  email: string | null;
  firstName: string;
  lastName: string;
  class: string | null;
  graduationYear: number | null;
  family: Family;
  major: string;
  role: Role | null;
  profilePictureUrl: null;
  /** Always the key of an earlier member, so inserting in order resolves every big. */
  bigKey: number | null;
  linkedinUrl: string | null;
  dropped: boolean;
  foundingMember: boolean;
}

export interface DemoEvent {
  key: number;
  name: string;
  /** ISO 8601 instant. */
  date: string;
}

export interface DemoPoints {
  memberKey: number;
  eventKey: number;
  points: number;
}

export interface DemoChapter {
  members: DemoMember[];
  events: DemoEvent[];
  /** Only actives hold points, and only where they earned some (no zero rows). */
  points: DemoPoints[];
  /** Member keys per group, in position order. */
  broDateGroups: number[][];
  /** Players in chain order: each targets the next, the last the first. */
  spoonChain: { memberKey: number; isEliminated: boolean }[];
}

/** The six sign-in accounts of the demo, each given to an active member. */
export const DEMO_ACCOUNTS: readonly { email: string; role: Role | null }[] = [
  { email: 'webmaster@example.org', role: 'Webmaster' },
  { email: 'regent@example.org', role: 'Regent' },
  { email: 'scribe@example.org', role: 'Scribe' },
  { email: 'brotherhood@example.org', role: 'Brotherhood Chair' },
  { email: 'mediation@example.org', role: 'Mediation Chair' },
  { email: 'member@example.org', role: null },
];

interface Generation {
  status: 'active' | 'alumni';
  count: number;
  /** Spread evenly over the generation, in order, like the classes. */
  years: readonly number[];
  classes: readonly string[];
}

// Generations of the lineage, oldest first; each member's big comes from the generation before, so every lineage
// runs six deep from a founder to the newest actives, through alumni.
const GENERATIONS: readonly Generation[] = [
  { status: 'alumni', count: 5, years: [2017, 2018, 2019], classes: ['Alpha'] },
  { status: 'alumni', count: 11, years: [2020, 2021], classes: ['Beta', 'Gamma'] },
  { status: 'alumni', count: 14, years: [2022, 2023], classes: ['Delta', 'Epsilon'] },
  { status: 'alumni', count: 14, years: [2024, 2025], classes: ['Zeta', 'Eta'] },
  { status: 'active', count: 16, years: [2026, 2027], classes: ['Theta', 'Iota'] },
  { status: 'active', count: 18, years: [2028, 2029], classes: ['Kappa', 'Lambda'] },
];

// Times in UTC for evening or daytime events in Santa Clara, 2025-2026 academic year.
const EVENTS = [
  ['Fall Info Night', '2025-09-25T02:00:00.000Z'],
  ['Professional Headshots', '2025-10-11T18:00:00.000Z'],
  ['Community Service Day', '2025-11-08T17:00:00.000Z'],
  ['Brotherhood Retreat', '2026-01-24T17:00:00.000Z'],
  ['Resume Workshop', '2026-02-05T02:30:00.000Z'],
  ['Engineering Outreach Fair', '2026-04-18T17:00:00.000Z'],
] as const;

// Zeros are skipped when points are written, so a few members miss a few events.
const POINT_VALUES = [0, 0, 50, 100, 150, 200, 250, 300, 400, 500];

/** The fictional demo chapter as plain data, the same for the same seed. */
export function buildDemoChapter(seed = 2026): DemoChapter {
  const random = seededRandom(seed);
  const members = demoMembers(random);
  const actives = members.filter((m) => m.status === 'active');
  assignRoles(actives);
  const events = EVENTS.map(([name, date], key) => ({ key, name, date }));
  return {
    members,
    events,
    points: demoPoints(actives, events.length, random),
    broDateGroups: broDateGroups(random.shuffle(actives.map((m) => m.key))),
    spoonChain: demoSpoonChain(actives, random),
  };
}

function demoMembers(random: Random): DemoMember[] {
  const firsts = random.shuffle(FIRST_NAMES);
  const lasts = random.shuffle(LAST_NAMES);
  const members: DemoMember[] = [];
  let previous: DemoMember[] = [];
  GENERATIONS.forEach((generation, g) => {
    // Round-robin over a shuffle of the previous generation: every older member gets at least one little.
    const bigs = random.shuffle(previous);
    const current: DemoMember[] = [];
    for (let i = 0; i < generation.count; i++) {
      const key = members.length;
      const big = bigs.length > 0 ? (bigs[i % bigs.length] as DemoMember) : null;
      const firstName = firsts[key % firsts.length] as string;
      const lastName = lasts[key % lasts.length] as string;
      const spread = (list: readonly string[] | readonly number[]) =>
        list[Math.floor((i * list.length) / generation.count)] ?? null;
      const member: DemoMember = {
        key,
        status: generation.status,
        email: generation.status === 'active' ? `${firstName}.${lastName}@example.org`.toLowerCase() : null,
        firstName,
        lastName,
        class: spread(generation.classes) as string | null,
        graduationYear: spread(generation.years) as number | null,
        family: big ? big.family : (FAMILIES[i % FAMILIES.length] as Family),
        major: random.pick(MAJORS),
        role: null,
        profilePictureUrl: null,
        bigKey: big ? big.key : null,
        linkedinUrl: key % 3 === 0 ? `${LINKEDIN_PREFIX}${firstName}-${lastName}-${key}`.toLowerCase() : null,
        dropped: false,
        foundingMember: g === 0,
      };
      current.push(member);
      members.push(member);
    }
    previous = current;
  });

  // Alumni whose year the chapter never recorded, two who dropped, and actives not yet placed in a class.
  const laterAlumni = members.filter((m) => m.status === 'alumni' && !m.foundingMember);
  for (const m of laterAlumni.slice(2, 5)) m.graduationYear = null;
  for (const m of [laterAlumni[14], laterAlumni[20]]) if (m) m.dropped = true;
  for (const m of members.filter((m) => m.status === 'active').slice(-2)) m.class = null;
  return members;
}

/** The six accounts first, spread over both active classes, then every remaining role once to actives without one. */
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

function demoPoints(actives: DemoMember[], eventCount: number, random: Random): DemoPoints[] {
  const points: DemoPoints[] = [];
  for (const member of actives) {
    for (let eventKey = 0; eventKey < eventCount; eventKey++) {
      let value = random.pick(POINT_VALUES);
      // Two officers past the 2500 goal, and the plain member with a clear breakdown that misses one event.
      if (member.role === 'Regent' || member.role === 'Webmaster') value = 450 + eventKey * 10;
      if (member.email === 'member@example.org') value = [300, 250, 0, 200, 150, 100][eventKey] ?? 0;
      if (value > 0) points.push({ memberKey: member.key, eventKey, points: value });
    }
  }
  return points;
}

/**
 * The bro-date rule (SPEC section 9), kept here so the seed depends on no app code: groups of 4, except 5 when
 * the remaining count is a multiple of 5, and fewer than 4 left form one last group.
 */
function broDateGroups<T>(shuffled: readonly T[]): T[][] {
  const groups: T[][] = [];
  let start = 0;
  while (start < shuffled.length) {
    const remaining = shuffled.length - start;
    const size = remaining < 4 ? remaining : remaining % 5 === 0 ? 5 : 4;
    groups.push(shuffled.slice(start, start + size));
    start += size;
  }
  return groups;
}

/** Twelve players; the plain member is alive and their direct target is out, so the dashboard follows the chain. */
function demoSpoonChain(actives: DemoMember[], random: Random): DemoChapter['spoonChain'] {
  const member = actives.find((m) => m.email === 'member@example.org') as DemoMember;
  const chair = actives.find((m) => m.email === 'brotherhood@example.org') as DemoMember;
  const others = random.shuffle(actives.filter((m) => m !== member && m !== chair)).slice(0, 10);
  const players = [...others.slice(0, 3), member, ...others.slice(3, 6), chair, ...others.slice(6)];
  const eliminated = new Set([4, 5, 9]);
  return players.map((m, i) => ({ memberKey: m.key, isEliminated: eliminated.has(i) }));
}
