import { describe, expect, it, vi } from 'vitest';
import { OneAtATime, QueueFull } from './one-at-a-time';

/** A task that runs until `finish` is called, recording when it starts and ends. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name} start`);
      await done;
      log.push(`${name} end`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('OneAtATime', () => {
  it('starts a task only when the one before has finished, in arrival order', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const [a, b, c] = [task(log, 'a'), task(log, 'b'), task(log, 'c')];
    const results = [queue.run(a.run), queue.run(b.run), queue.run(c.run)];
    await tick();
    expect(log).toEqual(['a start']);
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    a.finish();
    await tick();
    expect(log).toEqual(['a start', 'a end', 'b start']);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect([queue.running, queue.waiting, queue.peak]).toEqual([0, 0, 1]);
  });

  it('goes on with the next task after one fails', async () => {
    const queue = new OneAtATime();
    const failed = queue.run(() => Promise.reject(new Error('broken picture')));
    const next = queue.run(() => Promise.resolve('stored'));
    await expect(failed).rejects.toThrow('broken picture');
    expect(await next).toBe('stored');
  });

  it('refuses a task when as many wait as it allows, without running it, and takes one again when a place frees', async () => {
    const queue = new OneAtATime({ maxWaiting: 2 });
    const log: string[] = [];
    const [a, b, c, d] = [task(log, 'a'), task(log, 'b'), task(log, 'c'), task(log, 'd')];
    const accepted = [queue.run(a.run), queue.run(b.run), queue.run(c.run)];
    await expect(queue.run(d.run)).rejects.toBeInstanceOf(QueueFull);
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    a.finish();
    await vi.waitFor(() => expect(log).toContain('b start'));
    const later = queue.run(d.run);
    b.finish();
    c.finish();
    d.finish();
    expect(await Promise.all([...accepted, later])).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((line) => line.endsWith('start'))).toEqual(['a start', 'b start', 'c start', 'd start']);
  });
});
