import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { median, traceLine, TransactionTrace } from './transaction-trace';

const begun = (tx: number, time: number) => JSON.stringify({ level: 10, time, tx, msg: 'transaction begun' });
const ended = (tx: number, time: number, outcome = 'committed') =>
  JSON.stringify({ level: 10, time, tx, outcome, msg: 'transaction ended' });

describe('a trace line', () => {
  it('is read from the database trace, and any other line of the output is none', () => {
    expect(traceLine(begun(3, 100))).toEqual({ tx: 3, time: 100 });
    expect(traceLine(ended(3, 120, 'rolled back'))).toEqual({ tx: 3, time: 120, outcome: 'rolled back' });
    expect(traceLine(JSON.stringify({ level: 30, time: 1, msg: 'request', url: '/' }))).toBeNull();
    expect(traceLine('tx":3,"msg":"transaction begun"}')).toBeNull();
    expect(traceLine(ended(3, 120, 'maybe'))).toBeNull();
  });
});

describe('the transaction trace of a site', () => {
  it('keeps the open transactions, counts the ended ones and their lengths, across chunks cut mid-line', () => {
    const trace = new TransactionTrace();
    trace.feed('egun"}\n'); // the end of a line written before the trace was followed
    const text = [begun(1, 100), begun(2, 110), ended(1, 130), ended(2, 150, 'rolled back'), begun(3, 160), ''].join(
      '\n',
    );
    trace.feed(text.slice(0, 50));
    trace.feed(text.slice(50));
    expect([...trace.open]).toEqual([[3, 160]]);
    expect(trace.committed).toBe(1);
    expect(trace.rolledBack).toBe(1);
    expect(trace.lengths).toEqual([30, 40]);
  });

  it('passes over the end of a transaction begun before it was followed', () => {
    const trace = new TransactionTrace();
    trace.feed(`${ended(7, 10)}\n`);
    expect(trace.committed).toBe(0);
    expect(trace.lengths).toEqual([]);
  });

  it('tells when a transaction opens, at once when one is open', async () => {
    const trace = new TransactionTrace();
    let heard = false;
    const opening = trace.opened().then(() => (heard = true));
    trace.feed(`${begun(1, 10)}\n${ended(1, 12)}\n`);
    await Promise.resolve();
    expect(heard).toBe(false); // it ended within the same chunk: nothing is open now
    trace.feed(`${begun(2, 20)}\n`);
    await opening;
    expect(heard).toBe(true);
    await expect(trace.opened()).resolves.toBeUndefined();
  });

  it('reads lines from the stream it follows', async () => {
    const stdout = new PassThrough();
    const trace = TransactionTrace.follow(stdout);
    stdout.write(`${begun(4, 1)}\n`);
    await new Promise(setImmediate);
    expect(trace.open.has(4)).toBe(true);
  });
});

describe('the median', () => {
  it('is the middle value, the upper of two, and undefined for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 2])).toBe(4);
    expect(median([])).toBeUndefined();
  });
});
