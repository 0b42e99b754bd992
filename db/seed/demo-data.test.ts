import { describe, expect, it } from 'vitest';
import { FAMILIES, ROLES } from '../../app/config/chapter';
import { broDateGroupSizes } from '../../app/features/bro-dates';
import { buildDemoChapter, DEMO_ACCOUNTS, type DemoMember } from './demo-data';

const chapter = buildDemoChapter();
const actives = chapter.members.filter((m) => m.status === 'active');
const alumni = chapter.members.filter((m) => m.status === 'alumni');
const byKey = new Map(chapter.members.map((m) => [m.key, m]));

function lineage(member: DemoMember): DemoMember[] {
  const chain = [member];
  const seen = new Set([member.key]);
  let current = member;
  while (current.bigKey !== null) {
    current = byKey.get(current.bigKey) as DemoMember;
    if (seen.has(current.key)) throw new Error(`cycle through ${current.key}`);
    seen.add(current.key);
    chain.push(current);
  }
  return chain;
}

describe('the demo chapter', () => {
  it('has the six sign-in accounts with their roles, all active', () => {
    for (const account of DEMO_ACCOUNTS) {
      const member = chapter.members.find((m) => m.email === account.email);
      expect(member?.status).toBe('active');
      expect(member?.role).toBe(account.role);
    }
  });

  it('fills every role exactly once, only with actives', () => {
    for (const role of ROLES) expect(chapter.members.filter((m) => m.role === role)).toHaveLength(1);
    expect(alumni.every((m) => m.role === null && m.email === null)).toBe(true);
  });

  it('has enough actives in several classes and alumni across the years', () => {
    expect(actives.length).toBeGreaterThanOrEqual(30);
    expect(new Set(actives.map((m) => m.class).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    expect(actives.some((m) => m.class === null)).toBe(true);
    expect(alumni.length).toBeGreaterThanOrEqual(40);
    expect(alumni.filter((m) => m.graduationYear === null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(alumni.map((m) => m.graduationYear).filter(Boolean)).size).toBeGreaterThanOrEqual(6);
  });

  it('has exactly 5 founding members and 2 dropped alumni', () => {
    expect(chapter.members.filter((m) => m.foundingMember)).toHaveLength(5);
    expect(chapter.members.filter((m) => m.foundingMember && (m.status !== 'alumni' || m.dropped))).toEqual([]);
    expect(chapter.members.filter((m) => m.dropped)).toHaveLength(2);
    expect(actives.some((m) => m.dropped)).toBe(false);
  });

  it('uses every family among actives and among alumni', () => {
    expect(new Set(actives.map((m) => m.family))).toEqual(new Set(FAMILIES));
    expect(new Set(alumni.map((m) => m.family))).toEqual(new Set(FAMILIES));
  });

  it('has bigs with no cycle, and lineages at least four deep crossing from alumni to actives', () => {
    const chains = chapter.members.map(lineage);
    expect(Math.max(...chains.map((c) => c.length))).toBeGreaterThanOrEqual(4);
    const crossing = chains.filter((c) => c[0]?.status === 'active' && c.some((m) => m.status === 'alumni'));
    expect(crossing.length).toBeGreaterThan(0);
    expect(chapter.members.every((m) => m.bigKey === null || byKey.get(m.bigKey)?.family === m.family)).toBe(true);
  });

  it('gives every active a unique email', () => {
    const emails = actives.map((m) => m.email);
    expect(emails.every((e) => e?.endsWith('@example.org'))).toBe(true);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('has 6 events, points for the plain member in at least 3, and some members past the goal', () => {
    expect(chapter.events).toHaveLength(6);
    const member = actives.find((m) => m.email === 'member@example.org') as DemoMember;
    expect(chapter.points.filter((p) => p.memberKey === member.key).length).toBeGreaterThanOrEqual(3);
    const totals = new Map<number, number>();
    for (const p of chapter.points) totals.set(p.memberKey, (totals.get(p.memberKey) ?? 0) + p.points);
    expect([...totals.values()].some((t) => t > 2500)).toBe(true);
    expect(chapter.points.every((p) => Number.isInteger(p.points) && p.points > 0)).toBe(true);
  });

  it('puts every active in exactly one bro-date group, sized by the rule', () => {
    expect(chapter.broDateGroups.flat().sort((a, b) => a - b)).toEqual(actives.map((m) => m.key));
    expect(chapter.broDateGroups.map((g) => g.length)).toEqual(broDateGroupSizes(actives.length));
  });

  it('runs a spoon chain where the plain member is alive and their direct target is out', () => {
    const chain = chapter.spoonChain;
    expect(chain).toHaveLength(12);
    expect(new Set(chain.map((p) => p.memberKey)).size).toBe(12);
    const i = chain.findIndex((p) => byKey.get(p.memberKey)?.email === 'member@example.org');
    expect(chain[i]?.isEliminated).toBe(false);
    expect(chain[(i + 1) % chain.length]?.isEliminated).toBe(true);
    expect(chain.filter((p) => p.isEliminated).length).toBeGreaterThanOrEqual(3);
  });

  it('is the same for the same seed and different for another', () => {
    expect(buildDemoChapter()).toEqual(chapter);
    expect(buildDemoChapter(7)).not.toEqual(chapter);
  });
});
