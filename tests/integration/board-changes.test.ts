import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../app/shared/db/db.server';
import { members, terms } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { callRoute } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';
import { loader as overviewLoader } from '../../app/features/admin-overview/admin-overview.route';
import { loader as dashboardLoader } from '../../app/features/dashboard/dashboard.route';
import { action as userManagementAction } from '../../app/features/user-management/user-management.route';
import { fullName } from '../../app/shared/members/full-name';
import { chapterDay } from '../../app/shared/time/chapter-day';
import { addDays, dayText } from '../../app/shared/time/calendar-days';
import { recordAudit } from '../../app/shared/db/audit.server';
import { elections } from '../../db/schema';
import { SCHEMA_TABLES } from '../setup/db-state';

interface Board {
  pending: { electionId: number; title: string }[];
  changes: { who: string; what: string }[];
}

const idOf = async (email: string) =>
  ((await db().select({ id: members.id }).from(members).where(eq(members.email, email)))[0] as { id: number }).id;
const nameOf = async (email: string) =>
  fullName(
    (await db().select().from(members).where(eq(members.email, email)))[0] as { firstName: string; lastName: string },
  );
const cookieOf = async (email: string) => signedInCookie(await idOf(email));
const board = async (email: string) =>
  (
    await callRoute<{ board: Board; canConfirm: boolean }>(overviewLoader as never, '/admin', {
      cookie: await cookieOf(email),
    })
  ).data;
const dashboard = async (email: string) =>
  (await callRoute<{ board: Board | null }>(dashboardLoader as never, '/dashboard', { cookie: await cookieOf(email) }))
    .data;

// Each test starts from the demo chapter as seeded: what one test changes (or leaves half-done when it fails) never
// reaches the next.
beforeEach(async () => {
  await db().execute(sql.raw(`truncate ${SCHEMA_TABLES.join(', ')} restart identity cascade`));
  await seedDemoChapterIfEmpty();
});

describe('board changes', () => {
  it('tell every officer and member of a term assigned by hand, naming the outgoing holder', async () => {
    const today = chapterDay(new Date());
    const tomorrow = addDays(today, 1);
    const memberName = await nameOf('member@example.org');
    const scribeName = await nameOf('scribe@example.org');
    const assigned = await callRoute<{ ok: boolean; message: string }>(
      userManagementAction as never,
      '/admin/user-management',
      {
        cookie: await cookieOf('webmaster@example.org'),
        form: {
          intent: 'assign-term',
          memberId: String(await idOf('member@example.org')),
          position: 'Scribe',
          startsOn: tomorrow,
        },
      },
    );
    const told = `${memberName} is Scribe from ${dayText(tomorrow)}. ${scribeName}'s term as Scribe ends on ${dayText(today)}.`;
    expect(assigned.data).toMatchObject({ ok: true, message: told });

    const line = `Made ${memberName} Scribe from ${dayText(tomorrow)}; ${scribeName}'s term as Scribe ends on ${dayText(today)}`;
    // The Brotherhood Chair, who has no user management, sees it in Officer Tools; a member on the dashboard.
    const chair = await board('brotherhood@example.org');
    expect(chair.board.changes[0]).toMatchObject({ what: line });
    expect(chair.board.changes[0]?.who).toBe(await nameOf('webmaster@example.org'));
    expect((await dashboard('mediation@example.org')).board?.changes[0]).toMatchObject({ what: line });
  });

  it('list every change of the last 30 days, however many, so none drops out of view', async () => {
    const webmaster = await idOf('webmaster@example.org');
    const before = (await board('webmaster@example.org')).board.changes.length;
    const [term] = await db().select().from(terms).limit(1);
    for (let n = 0; n < 12; n++) {
      await recordAudit(db(), webmaster, 'terms.end', {
        memberId: term!.memberId,
        termId: term!.id,
        position: term!.position,
        endsOn: '2040-01-01',
        endedOn: null,
      });
    }
    expect((await board('webmaster@example.org')).board.changes).toHaveLength(before + 12);
    expect((await dashboard('member@example.org')).board?.changes).toHaveLength(before + 12);
  });

  it('show results waiting for a second officer to everyone, with the way to confirm them for those who may', async () => {
    const regent = await idOf('regent@example.org');
    const [election] = await db().select({ id: elections.id, title: elections.title }).from(elections).limit(1);
    await db()
      .update(elections)
      .set({ applyStartsOn: '2040-01-01', applyRequestedBy: regent, applyRequestedAt: new Date() })
      .where(eq(elections.id, election!.id));
    const member = await idOf('member@example.org');
    const winners = [{ memberId: member, name: await nameOf('member@example.org'), position: 'Webmaster' }];
    await recordAudit(db(), regent, 'elections.apply-request', {
      electionId: election!.id,
      title: election!.title,
      startsOn: '2040-01-01',
      winners,
      passedOver: [],
      open: [],
    });
    const pending = [
      {
        electionId: election!.id,
        title: election!.title,
        startsOn: '2040-01-01',
        requestedBy: await nameOf('regent@example.org'),
        // The terms it would start, named to everyone who sees the request.
        winners: [{ name: winners[0]!.name, position: 'Webmaster' }],
      },
    ];
    expect(await board('webmaster@example.org')).toMatchObject({ board: { pending }, canConfirm: true });
    expect(await board('scribe@example.org')).toMatchObject({ board: { pending }, canConfirm: false });
    expect((await dashboard('member@example.org')).board?.pending).toEqual(pending);
  });
});
