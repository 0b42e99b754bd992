import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A read whose calls the test finishes one by one, recording how many began. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let calls = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      calls += 1;
      const call = calls;
      pending.push(() => resolve(call));
    });
  return { read, calls: () => calls, finishNext: () => pending.shift()?.(0) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('freshReads', () => {
  it('a caller with no read under way starts one', async () => {
    const source = controlledRead();
    const fresh = freshReads(source.read);
    const answer = fresh();
    await settle();
    expect(source.calls()).toBe(1);
    source.finishNext();
    expect(await answer).toBe(1);
  });

  it('a caller arriving while a read runs gets the next read, never the one that began before it asked', async () => {
    const source = controlledRead();
    const fresh = freshReads(source.read);
    const first = fresh();
    await settle();
    const second = fresh();
    const third = fresh();
    source.finishNext();
    expect(await first).toBe(1);
    await settle();
    expect(source.calls()).toBe(2);
    source.finishNext();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('a failed read fails only its callers; the next caller starts a new one', async () => {
    let calls = 0;
    const fresh = freshReads(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('unreachable')) : Promise.resolve(calls);
    });
    await expect(fresh()).rejects.toThrow('unreachable');
    expect(await fresh()).toBe(2);
  });
});
