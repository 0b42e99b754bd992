import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPOON_MESSAGES } from './messages';
import { db } from '../../shared/db/db.server';
import { action, loader } from './spoon-assassins';
import { auditLog, members, targets } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../db/seed/demo-chapter';
import type { ActionResult } from '../../shared/forms/action-result';
import { UNNAMED_INTENT } from '../../shared/forms/action.server';
import { FORM_TEXT_MAX_BYTES, FORM_TOO_LARGE, FORM_UNREADABLE } from '../../shared/forms/form-body.server';
import {
  cookieFor,
  expectResult,
  whileTableMissing,
  whileWritesFail,
  memberId,
  snapshot,
} from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';

const PATH = '/admin/spoon-assassins';
const cookies: Record<string, string> = {};
let ids: number[] = [];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['brotherhood', 'webmaster', 'mediation', 'scribe', 'member'])
    cookies[who] = await cookieFor(`${who}@example.org`);
  ids = (
    await db().select({ id: members.id }).from(members).where(eq(members.status, 'active')).orderBy(asc(members.id))
  ).map((m) => m.id);
});

const save = (player: string[], cookie = cookies.brotherhood) =>
  callRoute<ActionResult>(action, PATH, { cookie, form: { intent: 'save', player } });
const toggle = (id: number, cookie = cookies.brotherhood) =>
  callRoute<ActionResult>(action, PATH, { cookie, form: { intent: 'toggle', memberId: String(id) } });
const UNKNOWN = SPOON_MESSAGES.unknownAction;
const chain = async () =>
  db()
    .select({ memberId: targets.memberId, targetId: targets.targetId, isEliminated: targets.isEliminated })
    .from(targets)
    .orderBy(asc(targets.memberId));

describe('spoon assassins loader', () => {
  it('gives the pickable players and the saved chain with names', async () => {
    const { status, data } = await callRoute<{ players: { id: number }[]; links: { firstName: string }[] }>(
      loader,
      PATH,
      {
        cookie: cookies.webmaster,
      },
    );
    expect(status).toBe(200);
    expect(data.players.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids);
    expect(data.links).toHaveLength(12);
    expect(data.links[0]?.firstName).toEqual(expect.any(String));
  });

  it('answers its load error when the chain cannot be read', async () => {
    await whileTableMissing('targets', async () => {
      const { status, data } = await callRoute<{ error: string }>(loader, PATH, { cookie: cookies.brotherhood });
      expect(status).toBe(500);
      expect(data.error).toBe(SPOON_MESSAGES.loadFailed);
    });
  });
});

describe('save', () => {
  it('replaces the whole chain: each player targets the next, the last the first, all alive, audited', async () => {
    const [a, b, c] = [ids[3], ids[0], ids[7]] as [number, number, number];
    const { status, data } = await save([String(a), String(b), String(c)]);
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'save', ok: true, message: SPOON_MESSAGES.saved });
    expect(await chain()).toEqual(
      [
        { memberId: a, targetId: b, isEliminated: false },
        { memberId: b, targetId: c, isEliminated: false },
        { memberId: c, targetId: a, isEliminated: false },
      ].sort((x, y) => x.memberId - y.memberId),
    );
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'spoon.save'));
    expect(audit?.details).toEqual({ players: [a, b, c] });
    expect(audit?.actorId).toBe(await memberId('brotherhood@example.org'));
  });

  it.each([
    ['no player', []],
    ['an empty row', ['', '']],
    ['a repeated player', ['1', '2', '1']],
    ['a value that is not an id', ['abc']],
    ['someone who cannot play (unknown id)', ['999999']],
  ])('refuses %s with its message, 400, nothing written', async (_, rows) => {
    const real = rows.map((v) => (v === '1' ? String(ids[0]) : v === '2' ? String(ids[1]) : v));
    const before = await snapshot();
    const { status, data } = await save(real);
    expect(status).toBe(400);
    expect(data).toEqual({ intent: 'save', ok: false, message: SPOON_MESSAGES.invalidChain });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an alumnus as a player', async () => {
    const [alum] = await db().select({ id: members.id }).from(members).where(eq(members.status, 'alumni')).limit(1);
    const { status } = await save([String(ids[0]), String(alum?.id)]);
    expect(status).toBe(400);
  });

  it('keeps the old chain exactly when the write fails part-way', async () => {
    await whileWritesFail({ table: 'targets', on: 'insert', when: `new.member_id = ${ids[2]}` }, async () => {
      const { status, data } = await save([String(ids[1]), String(ids[2]), String(ids[5])]);
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'save', ok: false, message: SPOON_MESSAGES.saveFailed });
    });
  });
});

describe('toggle elimination', () => {
  it('flips a player each time, audited', async () => {
    const player = (await chain())[0]?.memberId as number;
    const first = await toggle(player);
    expect(first.data).toEqual({ intent: 'toggle', ok: true, message: SPOON_MESSAGES.toggled });
    expect((await chain())[0]?.isEliminated).toBe(true);
    await toggle(player, cookies.webmaster);
    expect((await chain())[0]?.isEliminated).toBe(false);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'spoon.toggle-elimination'));
    expect(audits.map((a) => a.details)).toEqual([
      { memberId: player, isEliminated: true },
      { memberId: player, isEliminated: false },
    ]);
  });

  it('refuses a member outside the chain and a malformed id with 400, writing nothing', async () => {
    const before = await snapshot();
    const outside = ids.find((id) => id !== ids[3] && id !== ids[0] && id !== ids[7]) as number;
    expect((await toggle(outside)).data).toEqual({ intent: 'toggle', ok: false, message: SPOON_MESSAGES.toggleFailed });
    expect((await toggle(outside)).status).toBe(400);
    const malformed = callRoute(action, PATH, {
      cookie: cookies.brotherhood,
      form: { intent: 'toggle', memberId: 'x' },
    });
    await expectResult(malformed, 400, {
      intent: 'toggle',
      ok: false,
      message: UNKNOWN,
      errors: { memberId: UNKNOWN },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('reports the failure when the update fails', async () => {
    await whileWritesFail({ table: 'targets', on: 'update' }, async () => {
      const { status, data } = await toggle(ids[0] as number);
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'toggle', ok: false, message: SPOON_MESSAGES.toggleFailed });
    });
  });
});

describe('permissions', () => {
  it('answers 403 to roles without the tool and to a signed-out caller, writing nothing', async () => {
    const before = await snapshot();
    // An empty cookie is a signed-out caller (undefined would pick the helpers' default).
    for (const cookie of [cookies.mediation, cookies.scribe, cookies.member, '']) {
      expect((await save([String(ids[0])], cookie)).status).toBe(403);
      expect((await toggle(ids[0] as number, cookie)).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('answers', () => {
  // Saving and toggling answer the one result type when saved, refused and failing (above); so does the rest.
  const tooLong = { intent: 'save', player: '1', padding: 'x'.repeat(FORM_TEXT_MAX_BYTES) };
  it.each([
    ['a body that is not a form', { json: { intent: 'toggle', memberId: 1 } }, 400, FORM_UNREADABLE],
    ['a form past the text cap', { form: tooLong }, 413, FORM_TOO_LARGE],
  ])('refuses %s with the one result type, writing nothing', async (_, body, status, message) => {
    const before = await snapshot();
    const answer = callRoute(action, PATH, { cookie: cookies.webmaster, ...body });
    // Read before its intent: which of the page's two forms sent it is unknown.
    await expectResult(answer, status, { intent: UNNAMED_INTENT, ok: false, message });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown intent', { intent: 'x' }, 'x'],
    ['no intent', {}, UNNAMED_INTENT],
  ])('refuses %s as an unknown action', async (_, form, intent) => {
    await expectResult(callRoute(action, PATH, { cookie: cookies.webmaster, form }), 400, {
      intent,
      ok: false,
      message: UNKNOWN,
      errors: { intent: UNKNOWN },
    });
  });
});
