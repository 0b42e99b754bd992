import { afterEach, describe, expect, it } from 'vitest';
import type { Tx } from '../db/db.server';
import { membersLeaving, membersLeavingSubscribers, onMembersLeaving } from './members-leaving.server';

const tx = { marker: 'the transaction' } as unknown as Tx;
let removers: (() => void)[] = [];
const subscribe = (...args: Parameters<typeof onMembersLeaving>) => removers.push(onMembersLeaving(...args));

afterEach(() => {
  for (const remove of removers) remove();
  removers = [];
});

describe('members leaving', () => {
  it('reaches every subscriber in order, each with the same transaction, ids and how', async () => {
    const heard: unknown[][] = [];
    subscribe('first', async (...args) => void heard.push(['first', ...args]));
    subscribe('second', async (...args) => void heard.push(['second', ...args]));
    await membersLeaving(tx, [4, 7], 'to-alumni');
    expect(heard).toEqual([
      ['first', tx, [4, 7], 'to-alumni'],
      ['second', tx, [4, 7], 'to-alumni'],
    ]);
    expect(membersLeavingSubscribers()).toEqual(['first', 'second']);
  });

  it('throws on what a subscriber throws, and runs none after it', async () => {
    const ran: string[] = [];
    subscribe('failing', async () => {
      throw new Error('cannot let go');
    });
    subscribe('later', async () => void ran.push('later'));
    await expect(membersLeaving(tx, [1], 'to-alumni')).rejects.toThrow('cannot let go');
    expect(ran).toEqual([]);
  });

  it('keeps one handler per feature: registering again replaces it, and removing takes it out', async () => {
    const ran: string[] = [];
    subscribe('feature', async () => void ran.push('old'));
    const remove = onMembersLeaving('feature', async () => void ran.push('new'));
    await membersLeaving(tx, [1], 'to-alumni');
    expect(ran).toEqual(['new']);
    remove();
    expect(membersLeavingSubscribers()).toEqual([]);
  });

  it('refuses a leaving that no feature hears', async () => {
    await expect(membersLeaving(tx, [1], 'to-alumni')).rejects.toThrow(/No feature is subscribed/);
  });
});
