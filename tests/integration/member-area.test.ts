import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FamilyTreeNode } from '../../app/features/family-tree/tree-building';
import { db } from '../../app/shared/db/db.server';
import { loader as dashboardLoader } from '../../app/features/dashboard/dashboard.route';
import { loader as treeLoader } from '../../app/features/family-tree/family-tree.route';
import { members, targets } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { saveSection } from '../../app/features/site-content/site-content.server';
import { callRoute } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';
import { accessOfAccount } from '../support/who-may-use-what';

const idOf = async (email: string) =>
  ((await db().select({ id: members.id }).from(members).where(eq(members.email, email)))[0] as { id: number }).id;

async function load(loader: typeof dashboardLoader | typeof treeLoader, path: string, memberId?: number) {
  const cookie = memberId ? await signedInCookie(memberId) : undefined;
  return (await callRoute<unknown>(loader as never, path, { cookie })).data;
}

type Dashboard = Exclude<Awaited<ReturnType<typeof dashboardLoader>>, { found: false }>;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
});

describe('the dashboard loader on the demo chapter', () => {
  it('loads the plain member profile, points, bro-date group and shortcuts', async () => {
    const data = (await load(dashboardLoader, '/dashboard', await idOf('member@example.org'))) as Dashboard;
    expect(data.found).toBe(true);
    expect(data.profile).toMatchObject({
      email: 'member@example.org',
      role: null,
      pictureUrl: '/images/default-profile.svg',
    });
    expect(data.points.total).toBe(1000);
    expect(data.points.breakdown.map((r) => [r.points, r.source])).toEqual([
      [300, 'override'],
      [250, 'override'],
      [200, 'override'],
      [150, 'roster'],
      [100, 'check-in'],
    ]);
    expect(data.broDateNames).toContain(`${data.profile.firstName} ${data.profile.lastName}`);
    expect(data.shortcuts).toEqual(accessOfAccount('member@example.org').buttons);
    expect(data.shortcuts).toEqual([]);
    expect((await data.events).length).toBe(3);
  });

  it('sends only the member own target, after following the eliminated ones', async () => {
    const me = await idOf('member@example.org');
    const data = (await load(dashboardLoader, '/dashboard', me)) as Dashboard;
    const chain = new Map((await db().select().from(targets)).map((t) => [t.memberId, t]));
    const skipped: number[] = [];
    let next = chain.get(me)?.targetId as number;
    while (chain.get(next)?.isEliminated) {
      skipped.push(next);
      next = chain.get(next)?.targetId as number;
    }
    expect(skipped.length).toBeGreaterThan(0); // the demo makes the member's direct target eliminated
    const [living] = await db()
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.id, next));
    expect(data.target).toEqual({ kind: 'target', name: `${living?.firstName} ${living?.lastName}` });
  });

  it('shows an eliminated player as eliminated and a non-player as not playing', async () => {
    const [out] = await db().select({ id: targets.memberId }).from(targets).where(eq(targets.isEliminated, true));
    expect(((await load(dashboardLoader, '/dashboard', out?.id)) as Dashboard).target).toEqual({ kind: 'eliminated' });
    const players = new Set((await db().select({ id: targets.memberId }).from(targets)).map((t) => t.id));
    const actives = await db().select({ id: members.id }).from(members).where(eq(members.status, 'active'));
    const outsider = actives.find((m) => !players.has(m.id))?.id;
    expect(((await load(dashboardLoader, '/dashboard', outsider)) as Dashboard).target).toEqual({
      kind: 'not-playing',
    });
  });

  it('shows the Webmaster and the Brotherhood Chair the shortcuts the table gives them', async () => {
    const webmaster = (await load(dashboardLoader, '/dashboard', await idOf('webmaster@example.org'))) as Dashboard;
    expect(webmaster.shortcuts).toEqual(accessOfAccount('webmaster@example.org').buttons);
    const chair = (await load(dashboardLoader, '/dashboard', await idOf('brotherhood@example.org'))) as Dashboard;
    expect(chair.shortcuts).toEqual(accessOfAccount('brotherhood@example.org').buttons);
  });

  it('sends a signed-out visitor to the login page', async () => {
    const answer = await callRoute(dashboardLoader as never, '/dashboard');
    expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/login?redirectTo=%2Fdashboard']);
  });
});

describe('the family tree loader on the demo chapter', () => {
  it('places every member but dropped alumni exactly once, with only the shown fields, and marks the signed-in one', async () => {
    const { tree } = (await load(treeLoader, '/family-tree', await idOf('member@example.org'))) as {
      tree: FamilyTreeNode;
    };
    const names: string[] = [];
    const marked: string[] = [];
    const keys = new Set<string>();
    const walk = (node: FamilyTreeNode) => {
      Object.keys(node).forEach((k) => keys.add(k));
      if (node.kind === 'member') names.push(node.name);
      if (node.you) marked.push(node.name);
      node.children.forEach(walk);
    };
    walk(tree);
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(members).where(eq(members.dropped, false));
    expect(names).toHaveLength(n);
    expect([...keys].toSorted()).toEqual(['alumni', 'children', 'kind', 'label', 'name', 'picture', 'you']);
    // Only the signed-in member's node is marked, and no id leaves the server.
    const [you] = await db()
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.email, 'member@example.org'));
    expect(marked).toEqual([`${you?.firstName} ${you?.lastName}`]);
    expect(tree.children.map((c) => c.name)).toEqual(['Filthy Fam', 'Presibobante Guys', 'Engh Gang', 'Clout Fam']);
  });
});

describe('the dashboard reads the site content on the next load', () => {
  it('gives the dashboard the points goal and drops switched-off cards', async () => {
    const memberId = await idOf('member@example.org');
    const dashboard = async () => (await load(dashboardLoader, '/dashboard', memberId)) as Dashboard;
    const before = await dashboard();
    expect([before.points.goal, before.cards, before.broDateNames?.length]).toEqual([
      2500,
      { broDates: true, spoonAssassins: true },
      expect.any(Number),
    ]);
    const webmaster = await idOf('webmaster@example.org');
    await saveSection(
      'dashboard',
      { pointsGoal: 1200, broDateCard: false, spoonAssassinsCard: false, digestTime: '18:00' },
      webmaster,
    );
    const after = await dashboard();
    expect([after.points.goal, after.cards, after.broDateNames, after.target]).toEqual([
      1200,
      { broDates: false, spoonAssassins: false },
      null,
      null,
    ]);
  });
});
