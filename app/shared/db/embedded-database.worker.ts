import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { CHANGES_CHANNEL } from './change-notices.server';
import {
  errorToData,
  type EmbeddedWorkerData,
  type Notice,
  type QueryShape,
  type Reply,
  type Request,
} from './embedded-database-protocol';
import { embeddedOptions } from './embedded-options.server';
import { pgliteExtensions } from './pglite-extensions.server';

/**
 * The thread that owns the embedded database, so its work runs beside the main thread's rendering. It answers
 * embedded-database-protocol.ts requests through PGlite's own lock: a query waits while a transaction is open.
 */
const port = parentPort!;
const { dataDir, traceFd } = workerData as EmbeddedWorkerData;

/**
 * One trace line, as the site's log lines are shaped (pino's trace level), written at once rather than buffered:
 * a line written before a SIGKILL is in the log, so a crash's log shows which transaction it cut off.
 */
function trace(fields: Record<string, unknown>, msg: string): void {
  if (traceFd === undefined) return;
  let line = Buffer.from(`${JSON.stringify({ level: 10, time: Date.now(), ...fields, msg })}\n`);
  try {
    while (line.length > 0) {
      try {
        line = line.subarray(fs.writeSync(traceFd, line));
      } catch (error) {
        // A full pipe (its reader behind): wait a moment and write again, as pino does.
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
  } catch {
    // The trace is for debugging: a log that cannot be written never fails the transaction.
  }
}
const pause = new Int32Array(new SharedArrayBuffer(4));

const keepAsText = (value: unknown) => value;

function runQuery(
  on: PGlite | Transaction,
  { sql, params, shape }: { sql: string; params: unknown[]; shape: QueryShape },
) {
  const parsers = Object.fromEntries((shape.textTypes ?? []).map((oid) => [oid, keepAsText]));
  return on.query(sql, params, { rowMode: shape.rowMode, parsers });
}

const reply = (message: Reply) => port.postMessage(message);

async function answer(id: number, work: () => Promise<unknown>): Promise<void> {
  try {
    reply({ id, ok: true, value: await work() });
  } catch (error) {
    reply({ id, ok: false, error: errorToData(error) });
  }
}

/** A transaction's requests, in the order the main thread sent them. */
class Inbox {
  private waiting: ((request: Request) => void) | undefined;
  private queued: Request[] = [];

  push(request: Request): void {
    if (this.waiting) this.waiting(request);
    else this.queued.push(request);
    this.waiting = undefined;
  }

  next(): Promise<Request> {
    const queued = this.queued.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

const transactions = new Map<number, Inbox>();

/** Thrown inside PGlite's transaction so that it rolls back. */
class RollbackRequested extends Error {}

/**
 * One PGlite transaction, held open while the main thread's callback runs: its queries run one after another in
 * it, and it ends when the main thread commits or rolls back.
 */
function begin(pg: PGlite, id: number): void {
  const inbox = new Inbox();
  transactions.set(id, inbox);
  let ending: Request | undefined;
  let begun = false;
  const run = async (tx: Transaction) => {
    begun = true;
    trace({ tx: id }, 'transaction begun');
    reply({ id, ok: true, value: id });
    for (;;) {
      const request = await inbox.next();
      if (request.op === 'query') await answer(request.id, () => runQuery(tx, request));
      else if (request.op === 'commit') return void (ending = request);
      else if (request.op === 'rollback') {
        ending = request;
        throw new RollbackRequested();
      }
    }
  };
  pg.transaction(run)
    .then(
      () => {
        trace({ tx: id, outcome: 'committed' }, 'transaction ended');
        reply({ id: ending!.id, ok: true, value: null });
      },
      (error: unknown) => {
        // A transaction that failed to begin never traced its start, so it traces no end either.
        if (begun) trace({ tx: id, outcome: 'rolled back' }, 'transaction ended');
        if (!ending) return reply({ id, ok: false, error: errorToData(error) });
        if (error instanceof RollbackRequested) reply({ id: ending.id, ok: true, value: null });
        else reply({ id: ending.id, ok: false, error: errorToData(error) });
      },
    )
    .finally(() => transactions.delete(id));
}

function handle(pg: PGlite, request: Request): void {
  if ('tx' in request && request.tx !== undefined) {
    const inbox = transactions.get(request.tx);
    if (inbox) return inbox.push(request);
    return reply({ id: request.id, ok: false, error: { name: 'Error', message: 'Transaction is closed', fields: {} } });
  }
  switch (request.op) {
    case 'query':
      return void answer(request.id, () => runQuery(pg, request));
    case 'begin':
      return begin(pg, request.id);
    case 'close':
      return void answer(request.id, () => pg.close()).then(() => port.close());
  }
}

const pg = await PGlite.create(dataDir, { ...embeddedOptions, extensions: pgliteExtensions });
// PGlite calls this while it reads the committing statement's answer, before that statement's reply is posted.
await pg.listen(CHANGES_CHANNEL, (payload) => port.postMessage({ notice: payload } satisfies Notice));
port.on('message', (request: Request) => handle(pg, request));
port.postMessage('ready');
