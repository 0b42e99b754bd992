import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, handbookVersions, members, terms } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { db } from '../../shared/db/db.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { callRoute } from '../../../tests/setup/route-call';
import { expectResult, memberId, snapshot, whileWritesFail } from '../../../tests/integration/officer-tools';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import * as handbookRoute from './handbook-detail.route';
import * as handbooksRoute from './handbooks.route';
import { HANDBOOK_MAX } from './handbook-rules';
import { messages } from './messages';
import { ROLES } from '../../config/chapter';

const SCRIBE = '/handbooks/scribe';

/** The route's parameter, as the router reads it from the path. */
const params = (path: string) => ({ position: new URL(path, 'http://localhost').pathname.split('/')[2] as string });

/** Every version of the Scribe's handbook, oldest first. */
const scribeVersions = () =>
  db()
    .select({ id: handbookVersions.id, body: handbookVersions.body, savedBy: handbookVersions.savedBy })
    .from(handbookVersions)
    .where(eq(handbookVersions.position, 'Scribe'))
    .orderBy(asc(handbookVersions.id));

/** The handbook page as `email` would load it. */
const page = async (path: string, email?: string) =>
  callRoute<Page>(handbookRoute.loader, path, {
    params: params(path),
    cookie: email === undefined ? undefined : await cookieFor(email),
  });

const newestScribeId = async () => (await scribeVersions()).at(-1)?.id as number;

const save = async (email: string, body: string, basedOn: number | string, path = SCRIBE) =>
  callRoute(handbookRoute.action, path, {
    params: params(path),
    cookie: await cookieFor(email),
    form: { intent: 'save', body, basedOn: String(basedOn) },
  });

const restore = async (email: string, versionId: number, basedOn: number) =>
  callRoute(handbookRoute.action, SCRIBE, {
    params: params(SCRIBE),
    cookie: await cookieFor(email),
    form: { intent: 'restore', versionId: String(versionId), basedOn: String(basedOn) },
  });

type Page = {
  canEdit: boolean;
  current: { id: number; body: string } | null;
  shown: { id: number } | null;
  history: unknown[];
};

const ACCOUNTS = ['scribe', 'regent', 'webmaster', 'brotherhood', 'mediation', 'member'].map((n) => `${n}@example.org`);
const cookies = new Map<string, string>();
/** One session per account for the whole file, signed in before any test compares the tables. */
const cookieFor = async (email: string) => cookies.get(email) as string;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const email of ACCOUNTS) cookies.set(email, await signedInCookie(await memberId(email)));
});

// Each test starts from the seeded handbooks and terms.
let seeded: Awaited<ReturnType<typeof snapshot>>;
beforeAll(async () => {
  seeded = await snapshot();
});
beforeEach(async () => {
  await db().execute(sql`truncate handbook_versions, audit_log restart identity cascade`);
  await db()
    .insert(handbookVersions)
    .values(seeded.handbook_versions as (typeof handbookVersions.$inferInsert)[]);
  await db().execute(sql`select setval('handbook_versions_id_seq', (select max(id) from handbook_versions))`);
});

describe('reading handbooks', () => {
  it('sends a signed-out visitor to sign in from every page and every change', async () => {
    for (const [route, path] of [
      [handbooksRoute.loader, '/handbooks'],
      [handbookRoute.loader, SCRIBE],
    ] as const) {
      const answer = await callRoute(route, path, { params: params(path) });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const before = await snapshot();
    const change = await callRoute(handbookRoute.action, SCRIBE, {
      params: params(SCRIBE),
      form: { intent: 'save', body: 'x', basedOn: '' },
    });
    expect(change.status).toBe(302);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every position with who holds it today and when its handbook was last saved, or none yet', async () => {
    const { data } = await callRoute<{
      positions: { position: string; holders: { today: string | null }; saved: string | null }[];
    }>(handbooksRoute.loader, '/handbooks', { cookie: await cookieFor('member@example.org') });
    const scribe = data.positions.find((p) => p.position === 'Scribe');
    const treasurer = data.positions.find((p) => p.position === 'Treasurer');
    expect(scribe?.holders.today).toEqual(expect.any(String));
    expect(scribe?.saved).toMatch(/^on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
    expect(treasurer?.saved).toBeNull();
    expect(data.positions.map((p) => p.position)).toEqual([...ROLES]);
  });

  it.each([
    ['scribe@example.org', true],
    ['regent@example.org', true],
    ['webmaster@example.org', true],
    ['brotherhood@example.org', false],
    ['mediation@example.org', false],
    ['member@example.org', false],
  ])('%s reads the Scribe handbook; editing and its history: %s', async (email, editor) => {
    const { status, data } = await page(SCRIBE, email);
    expect(status).toBe(200);
    expect(data.canEdit).toBe(editor);
    expect(data.current?.body).toContain('Check the points sheet');
    expect(data.history).toHaveLength(editor ? 2 : 0);
  });

  it('shows an old version only to those who may edit; to others the current one', async () => {
    const [first] = await scribeVersions();
    const url = `${SCRIBE}?version=${first?.id}`;
    const editor = await page(url, 'scribe@example.org');
    expect(editor.data.shown?.id).toBe(first?.id);
    const reader = await page(url, 'member@example.org');
    expect(reader.data.shown?.id).toBe(await newestScribeId());
  });

  it('answers 404 for a position that does not exist and for a version of another position', async () => {
    expect((await page('/handbooks/grand-wizard', 'regent@example.org')).status).toBe(404);
    const [regents] = await db()
      .select({ id: handbookVersions.id })
      .from(handbookVersions)
      .where(eq(handbookVersions.position, 'Regent'));
    expect((await page(`${SCRIBE}?version=${regents?.id}`, 'regent@example.org')).status).toBe(404);
    expect((await save('regent@example.org', 'x', '', '/handbooks/grand-wizard')).status).toBe(404);
  });
});

describe('saving a handbook', () => {
  it('appends a version by the holder, with one audit row, leaving the older ones as they were', async () => {
    const before = await scribeVersions();
    const scribe = await memberId('scribe@example.org');
    await expectResult(save('scribe@example.org', 'New text\r\nsecond line', before.at(-1)?.id as number), 200, {
      intent: 'save',
      ok: true,
      message: 'The Scribe handbook is saved.',
    });
    const after = await scribeVersions();
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ body: 'New text\nsecond line', savedBy: scribe });
    expect(await db().select({ action: auditLog.action, details: auditLog.details }).from(auditLog)).toEqual([
      {
        action: 'handbooks.save',
        details: { position: 'Scribe', versionId: after.at(-1)?.id, characters: 20 },
      },
    ]);
  });

  it('lets the Regent and the Webmaster save any handbook, and a chair their own', async () => {
    expect((await save('regent@example.org', 'By the Regent', await newestScribeId())).status).toBe(200);
    expect((await save('webmaster@example.org', 'By the Webmaster', await newestScribeId())).status).toBe(200);
    expect((await save('brotherhood@example.org', 'Ours', '', '/handbooks/brotherhood-chair')).status).toBe(200);
  });

  it.each(['brotherhood@example.org', 'mediation@example.org', 'member@example.org'])(
    'refuses %s a save of the Scribe handbook with 403, writing nothing',
    async (email) => {
      const before = await snapshot();
      await expectResult(save(email, 'Taken over', await newestScribeId()), 403, {
        intent: 'form',
        ok: false,
        message: messages.notYours,
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('names the coming holder beside the current one, from the day their term is set', async () => {
    const member = await memberId('member@example.org');
    // The Treasurer's term ends on December 31, 2098, and the member is Treasurer from the day after.
    const position = 'Treasurer';
    const [running] = await db()
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.position, position), isNull(terms.endsOn)));
    await db().update(terms).set({ endsOn: '2098-12-31' }).where(eq(terms.id, running!.id));
    await db().insert(terms).values({ memberId: member, position, startsOn: '2099-01-01' });
    try {
      const { data } = await callRoute<{
        positions: { position: string; holders: { today: string | null; next: unknown } }[];
      }>(handbooksRoute.loader, '/handbooks', { cookie: await cookieFor('member@example.org') });
      const coming = data.positions.find((p) => p.position === position);
      const [row] = await db().select().from(members).where(eq(members.id, member));
      const name = `${row?.firstName} ${row?.lastName}`;
      expect(coming?.holders).toEqual({ today: expect.any(String), next: { name, startsOn: '2099-01-01' } });
      expect(messages.holders({ today: null, next: { name, startsOn: '2099-01-01' } })).toBe(
        `${messages.nobodyHolds} ${name} takes it on January 1, 2099.`,
      );
    } finally {
      await db()
        .delete(terms)
        .where(and(eq(terms.memberId, member), eq(terms.position, 'Treasurer')));
    }
  });

  it('reads the holder from terms: a Scribe whose term starts tomorrow may not edit yet', async () => {
    const scribe = await memberId('scribe@example.org');
    const [term] = await db().select({ startsOn: terms.startsOn }).from(terms).where(eq(terms.memberId, scribe));
    const tomorrow = sql`(${chapterToday()}::date + 1)`;
    await db().update(terms).set({ startsOn: tomorrow }).where(eq(terms.memberId, scribe));
    try {
      expect((await save('scribe@example.org', 'Too early', await newestScribeId())).status).toBe(403);
    } finally {
      await db().update(terms).set({ startsOn: term?.startsOn }).where(eq(terms.memberId, scribe));
    }
  });

  it('refuses a save from a page opened before another save with 409, writing nothing', async () => {
    const opened = await newestScribeId();
    expect((await save('regent@example.org', 'Saved first', opened)).status).toBe(200);
    const before = await snapshot();
    await expectResult(save('scribe@example.org', 'Saved second', opened), 409, {
      intent: 'save',
      ok: false,
      message: messages.changedSince,
    });
    await expectResult(save('scribe@example.org', 'Thinks there is none', ''), 409, {
      intent: 'save',
      ok: false,
      message: messages.changedSince,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an empty handbook and one over the limit on the field, writing nothing', async () => {
    const before = await snapshot();
    await expectResult(save('scribe@example.org', '  \r\n ', await newestScribeId()), 400, {
      intent: 'save',
      ok: false,
      message: messages.empty,
      errors: { body: messages.empty },
    });
    await expectResult(save('scribe@example.org', 'x'.repeat(HANDBOOK_MAX + 1), await newestScribeId()), 400, {
      intent: 'save',
      ok: false,
      message: messages.tooLong,
      errors: { body: messages.tooLong },
    });
    expect(await snapshot()).toEqual(before);
    // Line breaks count once, as the editor shows them.
    expect(
      (await save('scribe@example.org', `${'x'.repeat(HANDBOOK_MAX - 2)}\r\nx`, await newestScribeId())).status,
    ).toBe(200);
  });

  it('writes nothing when the audit row cannot be written, and says so', async () => {
    const opened = await newestScribeId();
    await whileWritesFail({ table: 'audit_log', on: 'insert' }, async () => {
      const answer = await save('scribe@example.org', 'Half saved?', opened);
      expect({ status: answer.status, data: answer.data }).toEqual({
        status: 500,
        data: { intent: 'save', ok: false, message: messages.saveFailed },
      });
    });
  });
});

describe('restoring a version', () => {
  it('saves the old text again as the newest version, with one audit row', async () => {
    const [first, second] = await scribeVersions();
    const answer = await restore('scribe@example.org', first?.id as number, second?.id as number);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ intent: 'restore', ok: true });
    expect((answer.data as { message: string }).message).toMatch(
      /^The version saved on .+ is the current handbook again\.$/,
    );
    const after = await scribeVersions();
    expect(after).toHaveLength(3);
    expect(after.slice(0, 2)).toEqual([first, second]);
    expect(after[2]?.body).toBe(first?.body);
    expect(await db().select({ action: auditLog.action, details: auditLog.details }).from(auditLog)).toEqual([
      {
        action: 'handbooks.restore',
        details: { position: 'Scribe', versionId: after[2]?.id, restoredFrom: first?.id },
      },
    ]);
  });

  it('refuses a restore from a stale page, of the current version, of another position, or by a reader', async () => {
    const [first, second] = await scribeVersions();
    const [regents] = await db()
      .select({ id: handbookVersions.id })
      .from(handbookVersions)
      .where(eq(handbookVersions.position, 'Regent'));
    const before = await snapshot();
    expect((await restore('scribe@example.org', first?.id as number, first?.id as number)).status).toBe(409);
    expect((await restore('scribe@example.org', second?.id as number, second?.id as number)).data).toMatchObject({
      message: messages.alreadyCurrent,
    });
    expect((await restore('scribe@example.org', regents?.id as number, second?.id as number)).status).toBe(404);
    expect((await restore('member@example.org', first?.id as number, second?.id as number)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
