import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, targets } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { leaveSpoonChain } from './leaving-players.server';

let ids: number[] = [];

beforeAll(async () => {
  const rows = await db()
    .insert(members)
    .values(
      ['A', 'B', 'C', 'D', 'E'].map((name) => ({ status: 'active' as const, firstName: name, lastName: 'Player' })),
    )
    .returning({ id: members.id });
  ids = rows.map((row) => row.id);
});

/** Saves a closed chain of `players`, each targeting the next; eliminated as given. */
async function chainOf(players: number[], eliminated: number[] = []) {
  await db().delete(targets);
  await db()
    .insert(targets)
    .values(
      players.map((memberId, i) => ({
        memberId,
        targetId: players[(i + 1) % players.length] as number,
        isEliminated: eliminated.includes(memberId),
      })),
    );
}

const links = async () =>
  (await db().select().from(targets).orderBy(asc(targets.memberId))).map((t) => [
    t.memberId,
    t.targetId,
    t.isEliminated,
  ]);

describe('a member leaving the spoon chain', () => {
  it('closes the chain around a player in the middle: their hunter now hunts their target', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    await chainOf([a, b, c, d], [c]);
    await inTransaction((tx) => leaveSpoonChain(tx, [b], 'to-alumni'));
    expect(await links()).toEqual([
      [a, c, false],
      [c, d, true],
      [d, a, false],
    ]);
  });

  it('takes several leaving players out one after another, the chain staying closed', async () => {
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    await chainOf([a, b, c, d, e]);
    await inTransaction((tx) => leaveSpoonChain(tx, [b, c, e], 'to-alumni'));
    expect(await links()).toEqual([
      [a, d, false],
      [d, a, false],
    ]);
  });

  it('leaves no one behind when the lone player leaves, and nothing changes for someone not playing', async () => {
    const [a, b] = ids as [number, number];
    await chainOf([a]);
    await inTransaction((tx) => leaveSpoonChain(tx, [b], 'to-alumni'));
    expect(await links()).toEqual([[a, a, false]]);
    await inTransaction((tx) => leaveSpoonChain(tx, [a], 'to-alumni'));
    expect(await links()).toEqual([]);
  });

  it('lets a two-player chain close on the one left, who then targets themself', async () => {
    const [a, b] = ids as [number, number];
    await chainOf([a, b]);
    await inTransaction((tx) => leaveSpoonChain(tx, [b], 'to-alumni'));
    expect(await links()).toEqual([[a, a, false]]);
  });
});
