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

  it('has 13 events, points for the plain member in at least 3, and some members past the goal', () => {
    expect(chapter.events).toHaveLength(13);
    const member = actives.find((m) => m.email === 'member@example.org') as DemoMember;
    expect(chapter.points.filter((p) => p.memberKey === member.key).length).toBeGreaterThanOrEqual(3);
    const totals = new Map<number, number>();
    for (const p of chapter.points) totals.set(p.memberKey, (totals.get(p.memberKey) ?? 0) + p.points);
    expect([...totals.values()].some((t) => t > 2500)).toBe(true);
    expect(chapter.points.every((p) => Number.isInteger(p.points) && p.points > 0)).toBe(true);
  });

  it('has attendance at every held event of Fall 2026, none at the coming one, only of actives', () => {
    const term = chapter.events.filter((e) => e.date >= '2026-09-01T07:00:00.000Z');
    expect(term.map((e) => e.name).at(-1)).toBe('Thanksgiving Potluck');
    const activeKeys = new Set(actives.map((m) => m.key));
    for (const event of term.slice(0, -1)) {
      const rows = chapter.attendance.filter((a) => a.eventKey === event.key);
      expect(rows.filter((a) => a.status === 'attended').length, event.name).toBeGreaterThan(actives.length / 4);
      expect(rows.every((a) => activeKeys.has(a.memberKey))).toBe(true);
    }
    expect(chapter.attendance.filter((a) => a.eventKey === term.at(-1)?.key)).toEqual([]);
    expect(chapter.attendance.every((a) => term.some((e) => e.key === a.eventKey))).toBe(true);
    const excused = chapter.attendance.filter((a) => a.status === 'excused');
    expect(excused.length).toBeGreaterThan(5);
    expect(excused.every((a) => a.reason !== null && a.how === 'roster')).toBe(true);
    expect(new Set(chapter.attendance.map((a) => a.how))).toEqual(new Set(['roster', 'check-in']));
    expect(chapter.attendance.every((a) => (a.how === 'check-in') === (a.recordedByKey === null))).toBe(true);
  });

  it('gives points that follow attendance, except the one cell the Scribe typed', () => {
    const followed = chapter.points.filter((p) => !p.overridden);
    const attended = chapter.attendance.filter((a) => a.status === 'attended');
    const eventPoints = (key: number) => chapter.events[key]?.points;
    const typedThisTerm = chapter.points.filter((p) => p.overridden && (eventPoints(p.eventKey) ?? 0) > 0);
    expect(typedThisTerm).toHaveLength(1);
    const cells = (rows: readonly { memberKey: number; eventKey: number }[]) =>
      rows.map((r) => `${r.memberKey}:${r.eventKey}`).sort();
    expect(cells([...followed, ...typedThisTerm])).toEqual(cells(attended));
    expect(followed.every((p) => p.points === eventPoints(p.eventKey))).toBe(true);
    const chair = actives.find((m) => m.email === 'brotherhood@example.org');
    expect(typedThisTerm[0]).toMatchObject({ memberKey: chair?.key, points: 300 });
  });

  it('gives the plain member 1000 points: an excuse, two attended events and three absences this term', () => {
    const member = actives.find((m) => m.email === 'member@example.org') as DemoMember;
    const own = chapter.attendance.filter((a) => a.memberKey === member.key);
    expect(own.map((a) => [chapter.events[a.eventKey]?.name, a.status, a.reason])).toEqual([
      ['Fall Kickoff Meeting', 'excused', 'Family visit'],
      ['Resume Review Night', 'attended', null],
      ['November Chapter Meeting', 'attended', null],
    ]);
    const points = chapter.points.filter((p) => p.memberKey === member.key);
    expect(points.reduce((sum, p) => sum + p.points, 0)).toBe(1000);
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
