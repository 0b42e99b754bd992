import { describe, expect, it } from 'vitest';
import { EXECUTIVE_ROLES, FAMILIES, LINKEDIN_PREFIX, ROLES } from '../../app/config/chapter';
import { buildDemoChapter, DEMO_ACCOUNTS, type DemoMember } from './demo-data';
import { seededRandom } from './random';

const chapter = buildDemoChapter();
const actives = chapter.members.filter((m) => m.status === 'active');
const alumni = chapter.members.filter((m) => m.status === 'alumni');
const byKey = new Map(chapter.members.map((m) => [m.key, m]));
const plainMember = actives.find((m) => m.email === 'member@example.org') as DemoMember;

/** The member and their bigs, newest first; throws on a cycle or a big that is not an older member. */
function lineage(member: DemoMember): DemoMember[] {
  const chain = [member];
  let current = member;
  while (current.bigKey !== null) {
    if (current.bigKey >= current.key) throw new Error(`member ${current.key} has a younger big ${current.bigKey}`);
    current = byKey.get(current.bigKey) as DemoMember;
    if (chain.includes(current)) throw new Error(`cycle through ${current.key}`);
    chain.push(current);
  }
  return chain;
}

describe('seededRandom', () => {
  it('repeats for a seed and shuffles without losing items', () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    expect([a.next(), a.int(1, 6), a.shuffle([1, 2, 3, 4])]).toEqual([b.next(), b.int(1, 6), b.shuffle([1, 2, 3, 4])]);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = seededRandom(9).shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    const random = seededRandom(3);
    const rolls = Array.from({ length: 1000 }, () => random.int(2, 4));
    expect(new Set(rolls)).toEqual(new Set([2, 3, 4]));
  });
});

describe('the demo chapter', () => {
  it('numbers members by their index', () => {
    expect(chapter.members.map((m) => m.key)).toEqual(chapter.members.map((_, i) => i));
  });

  it('has the six sign-in accounts with exactly their roles, all active', () => {
    const accounts = DEMO_ACCOUNTS.map((a) => {
      const member = chapter.members.find((m) => m.email === a.email);
      return { email: member?.email, role: member?.role, status: member?.status };
    });
    expect(accounts).toEqual([
      { email: 'webmaster@example.org', role: 'Webmaster', status: 'active' },
      { email: 'regent@example.org', role: 'Regent', status: 'active' },
      { email: 'scribe@example.org', role: 'Scribe', status: 'active' },
      { email: 'brotherhood@example.org', role: 'Brotherhood Chair', status: 'active' },
      { email: 'mediation@example.org', role: 'Mediation Chair', status: 'active' },
      { email: 'member@example.org', role: null, status: 'active' },
    ]);
  });

  it('fills every role of ROLES exactly once, with actives only', () => {
    const held = actives.flatMap((m) => (m.role ? [m.role] : []));
    expect([...held].sort()).toEqual([...ROLES].sort());
    expect(EXECUTIVE_ROLES.every((role) => held.includes(role))).toBe(true);
    expect(alumni.filter((m) => m.role !== null || m.email !== null)).toEqual([]);
  });

  it('has at least 30 actives in several classes, two without a class, graduating 2026-2029', () => {
    expect(actives.length).toBeGreaterThanOrEqual(30);
    expect(new Set(actives.map((m) => m.class).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    expect(actives.filter((m) => m.class === null)).toHaveLength(2);
    expect(new Set(actives.map((m) => m.graduationYear))).toEqual(new Set([2026, 2027, 2028, 2029]));
    expect(actives.filter((m) => m.dropped || m.foundingMember)).toEqual([]);
  });

  it('has at least 40 alumni across 2017-2025, three without a year', () => {
    expect(alumni.length).toBeGreaterThanOrEqual(40);
    expect(alumni.filter((m) => m.graduationYear === null)).toHaveLength(3);
    const years = new Set(alumni.map((m) => m.graduationYear).filter((y) => y !== null));
    expect(years).toEqual(new Set([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]));
  });

  it('has exactly 5 founding alumni from 2017-2019, none dropped, and exactly 2 dropped alumni', () => {
    const founders = chapter.members.filter((m) => m.foundingMember);
    expect(founders).toHaveLength(5);
    for (const f of founders) {
      expect(f).toMatchObject({ status: 'alumni', dropped: false, bigKey: null });
      expect(f.graduationYear).toBeGreaterThanOrEqual(2017);
      expect(f.graduationYear).toBeLessThanOrEqual(2019);
    }
    const dropped = chapter.members.filter((m) => m.dropped);
    expect(dropped).toHaveLength(2);
    expect(dropped.every((m) => m.status === 'alumni')).toBe(true);
  });

  it('uses every family among actives and among alumni, and littles stay in their big’s family', () => {
    expect(new Set(actives.map((m) => m.family))).toEqual(new Set(FAMILIES));
    expect(new Set(alumni.map((m) => m.family))).toEqual(new Set(FAMILIES));
    expect(chapter.members.filter((m) => m.bigKey !== null && byKey.get(m.bigKey)?.family !== m.family)).toEqual([]);
  });

  it('has older bigs, no cycle, and active lineages at least four deep through alumni', () => {
    const chains = chapter.members.map(lineage);
    const crossing = chains.filter(
      (c) => c.length >= 4 && c[0]?.status === 'active' && c.some((m) => m.status === 'alumni'),
    );
    expect(crossing.length).toBeGreaterThan(0);
    expect(actives.some((m) => m.bigKey !== null && byKey.get(m.bigKey)?.status === 'alumni')).toBe(true);
  });

  it('gives every active a unique lowercase @example.org email', () => {
    const emails = actives.map((m) => m.email ?? '');
    expect(emails.every((e) => /^[a-z]+(\.[a-z]+)?@example\.org$/.test(e))).toBe(true);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(chapter.members.map((m) => `${m.firstName} ${m.lastName}`)).size).toBe(chapter.members.length);
  });

  it('links some actives and some alumni to LinkedIn, and nobody to a picture', () => {
    const linked = chapter.members.filter((m) => m.linkedinUrl !== null);
    expect(linked.every((m) => m.linkedinUrl?.startsWith(LINKEDIN_PREFIX))).toBe(true);
    expect(linked.some((m) => m.status === 'active') && linked.some((m) => m.status === 'alumni')).toBe(true);
    expect(chapter.members.every((m) => m.profilePictureUrl === null)).toBe(true);
  });

  it('has 6 events in the 2025-2026 academic year', () => {
    expect(chapter.events.map((e) => e.key)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const e of chapter.events) {
      expect(new Date(e.date).toISOString()).toBe(e.date);
      expect(e.date >= '2025-08-15' && e.date < '2026-06-30').toBe(true);
    }
  });

  it('gives actives integer points, some missing, with a wide spread of totals', () => {
    const activeKeys = new Set(actives.map((m) => m.key));
    expect(chapter.points.every((p) => activeKeys.has(p.memberKey) && p.eventKey >= 0 && p.eventKey < 6)).toBe(true);
    expect(chapter.points.every((p) => Number.isInteger(p.points) && p.points > 0)).toBe(true);
    const pairs = chapter.points.map((p) => `${p.memberKey}/${p.eventKey}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(chapter.points.length).toBeLessThan(actives.length * 6);
    const totals = actives.map((m) =>
      chapter.points.filter((p) => p.memberKey === m.key).reduce((sum, p) => sum + p.points, 0),
    );
    const pastGoal = totals.filter((t) => t > 2500).length;
    expect(pastGoal).toBeGreaterThanOrEqual(2);
    expect(pastGoal).toBeLessThan(actives.length / 2);
    expect(Math.min(...totals)).toBeLessThan(1000);
  });

  it('gives the plain member points in at least 3 events', () => {
    expect(chapter.points.filter((p) => p.memberKey === plainMember.key).length).toBeGreaterThanOrEqual(3);
  });

  it('puts every active in exactly one bro-date group, sized by the rule', () => {
    expect(chapter.broDateGroups.flat().sort((a, b) => a - b)).toEqual(actives.map((m) => m.key));
    let remaining = actives.length;
    for (const group of chapter.broDateGroups) {
      expect(group.length).toBe(remaining < 4 ? remaining : remaining % 5 === 0 ? 5 : 4);
      remaining -= group.length;
    }
    expect(remaining).toBe(0);
  });

  it('runs one closed spoon chain of 12 where the plain member is alive and their direct target is out', () => {
    const chain = chapter.spoonChain;
    expect(chain).toHaveLength(12);
    const keys = chain.map((p) => p.memberKey);
    expect(new Set(keys).size).toBe(12);
    expect(keys.every((k) => byKey.get(k)?.status === 'active')).toBe(true);
    // Following target links from any player visits all twelve before returning: a single loop.
    const targetOf = new Map(keys.map((k, i) => [k, keys[(i + 1) % keys.length] as number]));
    const visited = [keys[0] as number];
    while (visited.length <= keys.length && targetOf.get(visited.at(-1) as number) !== keys[0]) {
      visited.push(targetOf.get(visited.at(-1) as number) as number);
    }
    expect(new Set(visited).size).toBe(12);
    const eliminated = chain.filter((p) => p.isEliminated).length;
    expect(eliminated).toBeGreaterThanOrEqual(3);
    expect(eliminated).toBeLessThanOrEqual(4);
    const chair = actives.find((m) => m.email === 'brotherhood@example.org') as DemoMember;
    expect(keys).toContain(chair.key);
    const i = keys.indexOf(plainMember.key);
    expect(chain[i]?.isEliminated).toBe(false);
    expect(chain[(i + 1) % chain.length]?.isEliminated).toBe(true);
  });

  it('is the same for the same seed and different for another', () => {
    expect(buildDemoChapter()).toEqual(chapter);
    expect(buildDemoChapter(2026)).toEqual(chapter);
    expect(buildDemoChapter(7)).not.toEqual(chapter);
  });
});
