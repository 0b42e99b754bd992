import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/db/db.server';
import { loader } from './admin-overview.route';
import { recordAudit } from '../../shared/db/audit.server';
import { DAY_MS } from '../../shared/time/calendar-days';
import { members, visits } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { callRoute } from '../../../tests/setup/route-call';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { overviewButtonsOf } from '../../../tests/support/who-may-use-what';

interface Overview {
  tools: { path: string; label: string }[];
  attendance: { term: string; events: unknown[] } | null;
  overview: {
    counts: { actives: number; alumni: number; events: number };
    visits: { day: string; count: number }[];
    audit: { who: string; what: string }[];
  } | null;
}

const cookieFor = async (email: string) => {
  const [row] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
  return signedInCookie((row as { id: number }).id);
};
const open = async (cookie: string) => callRoute<Overview>(loader as never, '/admin', { cookie });

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
});

describe('/admin', () => {
  it('shows the Webmaster every tool, the counts, 30 days of visits and the latest changes', async () => {
    const cookie = await cookieFor('webmaster@example.org');
    const [me] = await db().select().from(members).where(eq(members.email, 'webmaster@example.org'));
    const now = Date.now();
    await db()
      .insert(visits)
      .values([
        { memberId: me?.id, visitedAt: new Date(now) },
        { memberId: me?.id, visitedAt: new Date(now - 1000) },
        { memberId: me?.id, visitedAt: new Date(now - 40 * DAY_MS) },
      ]);
    // An officer's change, as user management records it when an alumni record is added.
    await recordAudit(db(), me?.id as number, 'alumni.create', { memberId: 0, name: 'Tess Audit' });

    const { status, data: body } = await open(cookie);
    expect(status).toBe(200);
    expect(body.tools).toEqual(overviewButtonsOf('Webmaster'));
    const actives = await db().$count(members, eq(members.status, 'active'));
    const alumni = await db().$count(members, eq(members.status, 'alumni'));
    expect(body.overview?.counts).toEqual({ actives, alumni, events: 14 });
    expect(body.overview?.visits).toHaveLength(30);
    // The visit 40 days ago is outside the chart; today's two are on its last day.
    expect(body.overview?.visits.at(-1)?.count).toBe(2);
    expect(body.overview?.visits.reduce((sum, d) => sum + d.count, 0)).toBe(2);
    expect(body.overview?.audit[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      atText: expect.any(String),
      who: `${me?.firstName} ${me?.lastName}`,
      what: 'Added alumni Tess Audit',
    });
  });

  it('shows other officers only their own tool buttons', async () => {
    const scribe = await open(await cookieFor('scribe@example.org'));
    expect(scribe.data).toEqual({
      tools: overviewButtonsOf('Scribe'),
      seasonNotice: null,
      // The Scribe runs events, so sees this term's attendance (its figures: tests/integration/attendance.test.ts).
      attendance: { term: expect.any(String), events: expect.any(Array) },
      // Every officer sees the board's changes (tests/integration/board-changes.test.ts); the Scribe confirms none.
      board: { pending: [], changes: expect.any(Array) },
      canConfirm: false,
      overview: null,
    });
    const chair = await open(await cookieFor('brotherhood@example.org'));
    expect(chair.data.tools).toEqual(overviewButtonsOf('Brotherhood Chair'));
    expect(chair.data.attendance).toBeNull();
    expect(chair.data.overview).toBeNull();
  });

  it('names the member a change was about when the entry recorded only their record', async () => {
    const [me] = await db().select().from(members).where(eq(members.email, 'webmaster@example.org'));
    const [player] = await db().select().from(members).where(eq(members.email, 'member@example.org'));
    // As spoon assassins records a player marked eliminated: the id only.
    await recordAudit(db(), me?.id as number, 'spoon.toggle-elimination', {
      memberId: player?.id,
      isEliminated: true,
    });
    await recordAudit(db(), me?.id as number, 'spoon.toggle-elimination', { memberId: 999_999, isEliminated: false });
    const { data: body } = await open(await cookieFor('webmaster@example.org'));
    expect(body.overview?.audit.slice(0, 2).map((entry) => entry.what)).toEqual([
      'Marked a former member (record 999999) back in the spoon assassins game',
      `Marked ${player?.firstName} ${player?.lastName} eliminated in spoon assassins`,
    ]);
  });

  it('sends a member without any tool to /, saying the page is for the officers who use it', async () => {
    const answer = await open(await cookieFor('member@example.org'));
    expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/?notice=officers-only']);
  });
});
