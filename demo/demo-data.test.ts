import { describe, expect, it } from 'vitest';
import { chapter as chapterConfig, FAMILIES, ROLES } from '../app/config/chapter';
import { broDateGroupSizes } from '../app/features/bro-dates';
import { addDays, daysBetween } from '../app/shared/time/calendar-days';
import { dateInZone, zoneOffsetMs } from '../app/shared/time/time-zone';
import { buildDemoChapter, DEMO_ACCOUNTS, DEMO_SEED, type DemoMember, incomingOfficer } from './demo-data';

// Seeded on an evening of Fall 2026; the tests of the dates seed it on other days too.
const SEEDED = new Date('2026-11-26T03:00:00Z');
const chapter = buildDemoChapter(DEMO_SEED, SEEDED);
/** This term's events: the ones after the six from before attendance was kept. */
const termEvents = (c: typeof chapter) => c.events.slice(6);
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

  it('gives every officer their role by a term begun on January 1 of the seeding year, three past Regents, and an incoming Vice Regent', () => {
    const seeded = buildDemoChapter(DEMO_SEED, new Date('2026-11-25T20:00:00Z'));
    const byKey = new Map(seeded.members.map((m) => [m.key, m]));
    const board = seeded.terms.filter((t) => t.startsOn === '2026-01-01');
    expect(board.map((t) => [byKey.get(t.memberKey)?.role, t.position, t.startsOn])).toEqual(
      seeded.members.filter((m) => m.role !== null).map((m) => [m.role, m.role, '2026-01-01']),
    );
    const past = seeded.terms.filter((t) => t.startsOn < '2026-01-01');
    expect(past).toEqual([
      { memberKey: expect.any(Number), position: 'Regent', startsOn: '2023-01-01', endsOn: '2023-12-31' },
      { memberKey: expect.any(Number), position: 'Regent', startsOn: '2024-01-01', endsOn: '2024-12-31' },
      { memberKey: expect.any(Number), position: 'Regent', startsOn: '2025-01-01', endsOn: '2025-12-31' },
    ]);
    for (const term of past) expect(byKey.get(term.memberKey)).toMatchObject({ status: 'alumni', dropped: false });
    // Two weeks after seeding the Vice Regent hands over to an active who is none of the sign-in accounts.
    const incoming = incomingOfficer(seeded.members.filter((m) => m.status === 'active'));
    expect(DEMO_ACCOUNTS.map((a) => a.email)).not.toContain(incoming?.email);
    expect(incoming).toMatchObject({ role: null, email: expect.any(String) });
    expect(seeded.terms.filter((t) => t.position === 'Vice Regent')).toEqual([
      { memberKey: expect.any(Number), position: 'Vice Regent', startsOn: '2026-01-01', endsOn: '2026-12-08' },
      { memberKey: incoming?.key, position: 'Vice Regent', startsOn: '2026-12-09', endsOn: null },
    ]);
    expect(seeded.terms).toHaveLength(3 + board.length + 1);
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

  it('has attendance at every held event of this term, none at the coming one, only of actives', () => {
    const term = termEvents(chapter);
    expect(term.map((e) => e.name).at(-1)).toBe('Chapter Potluck');
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
      ['Kickoff Meeting', 'excused', 'Family visit'],
      ['Resume Review Night', 'attended', null],
      ['Elections Meeting', 'attended', null],
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

  it('is the same for the same seed and seeding day, and different for another seed', () => {
    expect(buildDemoChapter(DEMO_SEED, new Date('2026-11-25T08:00:00Z'))).toEqual(chapter);
    expect(buildDemoChapter(7, SEEDED)).not.toEqual(chapter);
  });
});

describe("the demo chapter's dates", () => {
  /** "2026-10-11, 19:00": the wall-clock date and time of an instant in the chapter's time zone. */
  const local = (iso: string) => {
    const at = Date.parse(iso);
    return new Date(at + zoneOffsetMs(at, chapterConfig.timeZone)).toISOString().slice(0, 16).replace('T', ', ');
  };

  it('places this term on the weeks around the seeding day, at local times in the chapter’s time zone', () => {
    expect(termEvents(chapter).map((e) => [e.name, local(e.date)])).toEqual([
      ['Kickoff Meeting', '2026-10-11, 19:00'],
      ['Resume Review Night', '2026-10-15, 18:30'],
      ['Beach Cleanup', '2026-10-17, 10:00'],
      ['Budget Meeting', '2026-10-25, 19:00'],
      ['Brotherhood Game Night', '2026-11-05, 20:00'],
      ['Elections Meeting', '2026-11-15, 19:00'],
      ['Chapter Potluck', '2026-12-03, 19:00'],
    ]);
    // The events from before attendance was kept stay where they were.
    expect(chapter.events.slice(0, 6).map((e) => e.date)).toEqual(
      buildDemoChapter(DEMO_SEED, new Date('2031-02-03T12:00:00Z'))
        .events.slice(0, 6)
        .map((e) => e.date),
    );
  });

  // Any day: a new year, a term's first days (the day before a term starts in the chapter's time zone is already
  // the next day in UTC), the spring-forward Sunday, the middle of summer.
  const DAYS = [
    '2027-01-03T08:00:00Z',
    '2027-03-14T10:30:00Z',
    '2027-04-02T16:00:00Z',
    '2027-09-01T06:30:00Z',
    '2027-12-31T23:59:00Z',
    '2028-06-15T19:00:00Z',
  ];

  it.each(DAYS)('seeded at %s, has the same members, marks, groups and chain, on days relative to it', (iso) => {
    const now = new Date(iso);
    const other = buildDemoChapter(DEMO_SEED, now);
    const seededOn = dateInZone(now, chapterConfig.timeZone);
    // Days from the seeding day and local times: the same whatever the day (daylight saving included).
    const placed = (c: typeof chapter, on: string) =>
      termEvents(c).map((e) => [e.name, daysBetween(on, local(e.date).slice(0, 10)), local(e.date).slice(12)]);
    expect(placed(other, seededOn)).toEqual(placed(chapter, dateInZone(SEEDED, chapterConfig.timeZone)));
    // Held before the seeding, and the potluck still to come.
    const term = termEvents(other);
    expect(term.slice(0, -1).every((e) => new Date(e.date) < now)).toBe(true);
    expect(new Date(term.at(-1)?.date ?? 0) > now).toBe(true);
    // The board took office on January 1 of the seeding year, the past Regents in the three years before.
    const year = Number(seededOn.slice(0, 4));
    const fromJanuary = (c: typeof chapter) => c.terms.filter((t) => t.startsOn.endsWith('-01-01'));
    expect(fromJanuary(other).map((t) => t.startsOn.slice(0, 4))).toEqual(
      fromJanuary(chapter).map((t) =>
        String(year - Number(dateInZone(SEEDED, chapterConfig.timeZone).slice(0, 4)) + Number(t.startsOn.slice(0, 4))),
      ),
    );
    // The incoming Vice Regent takes over two weeks after the seeding day, whatever the day.
    expect(other.terms.at(-1)?.startsOn).toBe(addDays(seededOn, 14));
    // Everything drawn is the same as on any other day.
    const drawn = (c: typeof chapter) => ({
      ...c,
      events: c.events.map(({ date: _date, ...e }) => e),
      terms: c.terms.map(({ startsOn: _startsOn, endsOn: _endsOn, ...t }) => t),
    });
    expect(drawn(other)).toEqual(drawn(chapter));
  });
});
