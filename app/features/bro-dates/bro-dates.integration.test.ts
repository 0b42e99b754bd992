import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRO_DATE_MESSAGES } from './messages';
import { broDateGroupSizes } from './group-sizes';
import { db } from '../../shared/db/db.server';
import { action, loader } from './bro-dates.route';
import { auditLog, broDateGroupMembers, members } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { FORM_TEXT_MAX_BYTES, FORM_TOO_LARGE, FORM_UNREADABLE } from '../../shared/forms/form-body.server';
import {
  cookieFor,
  expectResult,
  expectLoadFailure,
  whileTableMissing,
  whileWritesFail,
  snapshot,
} from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';

type Groups = { groups: { id: number; members: { id: number; firstName: string; lastName: string }[] }[] };

const cookies: Record<string, string> = {};

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['brotherhood', 'mediation', 'webmaster', 'scribe', 'member'])
    cookies[who] = await cookieFor(`${who}@example.org`);
});

const eligibleIds = async () =>
  (
    await db()
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.status, 'active'), eq(members.dropped, false)))
      .orderBy(asc(members.id))
  ).map((m) => m.id);

describe('/admin/bro-dates loader', () => {
  it('lists the groups with members names', async () => {
    const { status, data } = await callRoute<Groups>(loader, '/admin/bro-dates', { cookie: cookies.mediation });
    expect(status).toBe(200);
    expect(data.groups?.length).toBeGreaterThan(0);
    expect(data.groups?.[0]?.members[0]).toEqual({
      id: expect.any(Number),
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
  });

  it('throws when the groups cannot be read: a 500 whose error boundary shows the fetch failure', async () => {
    await whileTableMissing('brodate_group_members', async () => {
      await expectLoadFailure(callRoute<Groups>(loader, '/admin/bro-dates', { cookie: cookies.mediation }));
    });
  });
});

describe('reshuffle', () => {
  it('groups every active, non-dropped member once by the rule, replacing all groups, with an audit row', async () => {
    // A dropped active and an alumnus must stay out of the draw.
    await db()
      .insert(members)
      .values([
        { status: 'active', firstName: 'Dee', lastName: 'Dropped', dropped: true },
        { status: 'alumni', firstName: 'Al', lastName: 'Umnus' },
      ]);
    const eligible = await eligibleIds();
    const answer = callRoute(action, '/admin/bro-dates', {
      cookie: cookies.brotherhood,
      form: { intent: 'reshuffle' },
    });
    const sizes = broDateGroupSizes(eligible.length);
    await expectResult(answer, 200, {
      intent: 'reshuffle',
      ok: true,
      message: `Reshuffled ${eligible.length} members into ${sizes.length} groups.`,
    });
    const { data } = await callRoute<Groups>(loader, '/admin/bro-dates', { cookie: cookies.brotherhood });
    const groups = data.groups ?? [];
    expect(groups.map((g) => g.members.length)).toEqual(broDateGroupSizes(eligible.length));
    expect(groups.flatMap((g) => g.members.map((m) => m.id)).sort((a, b) => a - b)).toEqual(eligible);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'brodates.reshuffle'));
    expect(audit?.details).toEqual({ members: eligible.length, groupSizes: broDateGroupSizes(eligible.length) });
  });

  it('draws a different order on another reshuffle (crypto shuffle, not a fixed one)', async () => {
    const order = async () =>
      (await db().select({ id: broDateGroupMembers.memberId }).from(broDateGroupMembers)).map((r) => r.id).join();
    const before = await order();
    const seen = new Set([before]);
    for (let i = 0; i < 3; i++) {
      await callRoute(action, '/admin/bro-dates', { cookie: cookies.webmaster, form: { intent: 'reshuffle' } });
      seen.add(await order());
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('refuses an unknown intent with 400 and writes nothing', async () => {
    const before = await snapshot();
    const answer = callRoute(action, '/admin/bro-dates', { cookie: cookies.mediation, form: { intent: 'x' } });
    const unknown = BRO_DATE_MESSAGES.unknownAction;
    await expectResult(answer, 400, { intent: 'x', ok: false, message: unknown, errors: { intent: unknown } });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to roles without the tool and to a signed-out caller, writing nothing', async () => {
    const before = await snapshot();
    for (const cookie of [cookies.scribe, cookies.member, undefined]) {
      const { status } = await callRoute(action, '/admin/bro-dates', { cookie, form: { intent: 'reshuffle' } });
      expect(status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the old groups exactly when the write fails part-way, and says so', async () => {
    await whileWritesFail({ table: 'brodate_group_members', on: 'insert', when: 'new.position = 2' }, async () => {
      const answer = callRoute(action, '/admin/bro-dates', {
        cookie: cookies.brotherhood,
        form: { intent: 'reshuffle' },
      });
      await expectResult(answer, 500, { intent: 'reshuffle', ok: false, message: BRO_DATE_MESSAGES.reshuffleFailed });
    });
  });

  it('leaves no groups when nobody is eligible', async () => {
    await db().update(members).set({ dropped: true }).where(eq(members.status, 'active'));
    const answer = callRoute(action, '/admin/bro-dates', { cookie: cookies.webmaster, form: { intent: 'reshuffle' } });
    await expectResult(answer, 200, {
      intent: 'reshuffle',
      ok: true,
      message: 'Nobody is eligible to draw, so there are no groups now.',
    });
    const { data } = await callRoute<Groups>(loader, '/admin/bro-dates', { cookie: cookies.webmaster });
    expect(data.groups).toEqual([]);
    expect((await db().select({ n: count() }).from(broDateGroupMembers))[0]?.n).toBe(0);
  });
});

describe('answers', () => {
  // The reshuffle's answers when saved, refused for its input and failing are checked above; these are the rest.
  it.each([
    ['a body that is not a form', { json: { intent: 'reshuffle' } }, 400, FORM_UNREADABLE],
    [
      'a form past the text cap',
      { form: { intent: 'reshuffle', padding: 'x'.repeat(FORM_TEXT_MAX_BYTES) } },
      413,
      FORM_TOO_LARGE,
    ],
  ])('refuses %s with the one result type, writing nothing', async (_, body, status, message) => {
    const before = await snapshot();
    const answer = callRoute(action, '/admin/bro-dates', { cookie: cookies.webmaster, ...body });
    await expectResult(answer, status, { intent: 'reshuffle', ok: false, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a form without an intent as the reshuffle, the only change the page sends', async () => {
    const unknown = BRO_DATE_MESSAGES.unknownAction;
    await expectResult(callRoute(action, '/admin/bro-dates', { cookie: cookies.webmaster, form: {} }), 400, {
      intent: 'reshuffle',
      ok: false,
      message: unknown,
      errors: { intent: unknown },
    });
  });
});
