import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPOON_MESSAGES } from './messages';
import { db } from '../../shared/db/db.server';
import { action, loader } from './spoon-assassins.route';
import { auditLog, members, targets } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import type { ActionResult } from '../../shared/forms/action-result';
import { UNNAMED_INTENT } from '../../shared/forms/action.server';
import { FORM_TEXT_MAX_BYTES, FORM_TOO_LARGE, FORM_UNREADABLE } from '../../shared/forms/form-body.server';
import {
  cookieFor,
  expectResult,
  expectLoadFailure,
  whileTableMissing,
  whileWritesFail,
  memberId,
  snapshot,
} from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';
import { chainOrder, chainSignature } from './spoon-chain';
import { findOwnTarget } from './own-target.server';
import type { SpoonTarget } from './spoon-chain.server';

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
const toggle = (id: number, eliminated: boolean, cookie = cookies.brotherhood) =>
  callRoute<ActionResult>(action, PATH, {
    cookie,
    form: { intent: 'toggle', memberId: String(id), eliminated: String(eliminated) },
  });
const newGame = (cookie = cookies.brotherhood) =>
  callRoute<ActionResult>(action, PATH, { cookie, form: { intent: 'new-game' } });
const links = async () =>
  (await callRoute<{ links: SpoonTarget[] }>(loader, PATH, { cookie: cookies.brotherhood })).data.links;
const nameOf = async (id: number) => {
  const [m] = await db().select().from(members).where(eq(members.id, id));
  return `${m?.firstName} ${m?.lastName}`;
};
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

  it('throws when the chain cannot be read: a 500 whose error boundary shows its load error', async () => {
    await whileTableMissing('targets', async () => {
      await expectLoadFailure(callRoute(loader, PATH, { cookie: cookies.brotherhood }));
    });
  });
});

describe('the chain view and the dashboard', () => {
  it('show every player the same target, past eliminated players, in the demo game and after changes', async () => {
    const expectSame = async () => {
      const shown = await links();
      expect(shown.length).toBeGreaterThan(0);
      for (const link of shown) expect(link.shown).toEqual(await findOwnTarget(link.memberId));
      return shown;
    };
    const before = await expectSame();
    // The demo game has a living player whose direct target is eliminated: the view shows who they really hunt.
    const byId = new Map(before.map((l) => [l.memberId, l]));
    const hunter = before.find((l) => !l.isEliminated && byId.get(l.targetId as number)?.isEliminated);
    expect(hunter?.shown).toEqual({ kind: 'target', name: expect.any(String) });
    expect(hunter?.shown).not.toEqual({ kind: 'target', name: await nameOf(hunter?.targetId as number) });
    await toggle(before[0]?.memberId as number, !before[0]?.isEliminated);
    await expectSame();
    await toggle(before[0]?.memberId as number, before[0]?.isEliminated as boolean);
  });
});

describe('save mid-game', () => {
  it('keeps each remaining player elimination, drops a removed player, starts a new one alive, says so', async () => {
    const before = await chain();
    const order = chainOrder(before);
    const out = new Set(before.filter((t) => t.isEliminated).map((t) => t.memberId));
    expect(out.size).toBeGreaterThan(1);
    // Fix one name: an eliminated player's row now holds someone who was not playing.
    const removed = order.find((id) => out.has(id)) as number;
    const newcomer = ids.find((id) => !order.includes(id)) as number;
    const fixed = order.map((id) => (id === removed ? newcomer : id));
    const { status, data } = await save(fixed.map(String));
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'save', ok: true, message: SPOON_MESSAGES.saved(out.size - 1) });
    expect(data.message).toContain('Eliminations were kept');
    const after = new Map((await chain()).map((t) => [t.memberId, t]));
    expect(after.has(removed)).toBe(false);
    expect(after.get(newcomer)?.isEliminated).toBe(false);
    for (const id of order.filter((id) => id !== removed)) expect(after.get(id)?.isEliminated).toBe(out.has(id));
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'spoon.save'));
    expect(audits.at(-1)?.details).toEqual({ players: fixed, eliminated: fixed.filter((id) => out.has(id)) });
  });
});

describe('new game', () => {
  it('brings every player back on the same chain, audited, with its own message', async () => {
    const before = await chain();
    expect(before.some((t) => t.isEliminated)).toBe(true);
    const { status, data } = await newGame();
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'new-game', ok: true, message: SPOON_MESSAGES.newGame(before.length) });
    expect(await chain()).toEqual(before.map((t) => ({ ...t, isEliminated: false })));
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'spoon.new-game'));
    expect(audit?.details).toEqual({
      players: before.length,
      revived: expect.arrayContaining(before.filter((t) => t.isEliminated).map((t) => t.memberId)),
    });
    expect(audit?.actorId).toBe(await memberId('brotherhood@example.org'));
  });

  it('changes nothing when the write fails part-way', async () => {
    await toggle((await chain())[0]?.memberId as number, true);
    await whileWritesFail({ table: 'audit_log', on: 'insert' }, async () => {
      const { status, data } = await newGame();
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'new-game', ok: false, message: SPOON_MESSAGES.newGameFailed });
    });
    await toggle((await chain())[0]?.memberId as number, false);
  });
});

describe('save', () => {
  it('replaces the chain: each player targets the next, the last the first, a new player alive, audited', async () => {
    const [a, b, c] = [ids[3], ids[0], ids[7]] as [number, number, number];
    await newGame();
    const { status, data } = await save([String(a), String(b), String(c)]);
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'save', ok: true, message: SPOON_MESSAGES.saved(0) });
    expect(await chain()).toEqual(
      [
        { memberId: a, targetId: b, isEliminated: false },
        { memberId: b, targetId: c, isEliminated: false },
        { memberId: c, targetId: a, isEliminated: false },
      ].sort((x, y) => x.memberId - y.memberId),
    );
    const audit = (await db().select().from(auditLog).where(eq(auditLog.action, 'spoon.save'))).at(-1);
    expect(audit?.details).toEqual({ players: [a, b, c], eliminated: [] });
    expect(audit?.actorId).toBe(await memberId('brotherhood@example.org'));
  });

  it.each([
    ['no player', []],
    ['an empty row', ['', '']],
    ['a repeated player', ['1', '2', '1']],
    ['a value that is not an id', ['abc']],
    ['someone who cannot play (unknown id)', ['999999'], SPOON_MESSAGES.cannotPlay([])],
  ])('refuses %s with its message, 400, nothing written', async (_, rows, message = SPOON_MESSAGES.invalidChain) => {
    const real = rows.map((v) => (v === '1' ? String(ids[0]) : v === '2' ? String(ids[1]) : v));
    const before = await snapshot();
    const { status, data } = await save(real);
    expect(status).toBe(400);
    expect(data).toEqual({ intent: 'save', ok: false, message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an alumnus as a player, naming them', async () => {
    const [alum] = await db().select({ id: members.id }).from(members).where(eq(members.status, 'alumni')).limit(1);
    const before = await snapshot();
    const { status, data } = await save([String(ids[0]), String(alum?.id)]);
    expect(status).toBe(400);
    expect(data.message).toBe(SPOON_MESSAGES.cannotPlay([await nameOf(alum?.id as number)]));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a save built from a chain another officer has since replaced (409), writing nothing', async () => {
    const opened = chainSignature(await chain());
    const fromPage = (player: number[], saved: string) =>
      callRoute<ActionResult>(action, PATH, {
        cookie: cookies.brotherhood,
        form: { intent: 'save', player: player.map(String), saved },
      });
    expect((await save([String(ids[4]), String(ids[5])], cookies.webmaster)).status).toBe(200);
    const before = await snapshot();
    const stale = await fromPage([ids[1] as number, ids[2] as number], opened);
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ intent: 'save', ok: false, message: SPOON_MESSAGES.staleChain });
    expect(await snapshot()).toEqual(before);
    // Reloaded, the page sends the chain now saved, and its save goes through.
    expect((await fromPage([ids[1] as number, ids[2] as number], chainSignature(await chain()))).status).toBe(200);
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
  it('sets the state the officer chose, naming the player, audited', async () => {
    const player = (await chain())[0]?.memberId as number;
    const name = await nameOf(player);
    const first = await toggle(player, true);
    expect(first.data).toEqual({ intent: 'toggle', ok: true, message: SPOON_MESSAGES.toggled(name, true) });
    expect(first.data.message).toBe(`User elimination status updated successfully! ${name} is marked eliminated.`);
    expect((await chain())[0]?.isEliminated).toBe(true);
    // A second press from an out-of-date page asks for the same state: it stays eliminated, not flipped back.
    await toggle(player, true, cookies.webmaster);
    expect((await chain())[0]?.isEliminated).toBe(true);
    const back = await toggle(player, false);
    expect(back.data.message).toBe(`User elimination status updated successfully! ${name} is back in the game.`);
    expect((await chain())[0]?.isEliminated).toBe(false);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'spoon.toggle-elimination'));
    expect(audits.slice(-3).map((a) => a.details)).toEqual([
      { memberId: player, name, isEliminated: true },
      { memberId: player, name, isEliminated: true },
      { memberId: player, name, isEliminated: false },
    ]);
  });

  it('refuses a member outside the chain (404, saying why) and a malformed id (400), writing nothing', async () => {
    const before = await snapshot();
    const inChain = new Set((await chain()).map((t) => t.memberId));
    const outside = ids.find((id) => !inChain.has(id)) as number;
    const answer = await toggle(outside, true);
    expect(answer.status).toBe(404);
    expect(answer.data).toEqual({ intent: 'toggle', ok: false, message: SPOON_MESSAGES.notInChain });
    const malformed = callRoute(action, PATH, {
      cookie: cookies.brotherhood,
      form: { intent: 'toggle', memberId: 'x', eliminated: 'true' },
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
      const { status, data } = await toggle((await chain())[0]?.memberId as number, true);
      expect(status).toBe(500);
      expect(data).toEqual({ intent: 'toggle', ok: false, message: SPOON_MESSAGES.toggleFailed });
    });
  });
});

describe('new game without a chain', () => {
  it('is refused, saying to save assignments first, writing nothing', async () => {
    await db().delete(targets);
    const before = await snapshot();
    const { status, data } = await newGame();
    expect(status).toBe(400);
    expect(data).toEqual({ intent: 'new-game', ok: false, message: SPOON_MESSAGES.noChainForNewGame });
    expect(await snapshot()).toEqual(before);
  });
});

describe('permissions', () => {
  it('answers 403 to roles without the tool and to a signed-out caller, writing nothing', async () => {
    const before = await snapshot();
    // An empty cookie is a signed-out caller (undefined would pick the helpers' default).
    for (const cookie of [cookies.mediation, cookies.scribe, cookies.member, '']) {
      expect((await save([String(ids[0])], cookie)).status).toBe(403);
      expect((await toggle(ids[0] as number, true, cookie)).status).toBe(403);
      expect((await newGame(cookie)).status).toBe(403);
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
