import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Logger } from 'pino';
import * as schema from '../../../db/schema';
import {
  errorFromData,
  type EmbeddedWorkerData,
  type Notice,
  type QueryShape,
  type Reply,
  type Request,
} from './embedded-database-protocol';
import { logger } from '../runtime/logger.server';
import { projectRoot } from '../runtime/project-root.server';

type Body<R = Request> = R extends Request ? Omit<R, 'id'> : never;

/** What a query or transaction of the embedded database offers: the part of PGlite that drizzle-orm calls. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** SQLSTATE crash_shutdown: the site answers it as an outage (503, try again later), as a crashed PostgreSQL. */
const CRASHED = '57P02';

/**
 * The main thread's side of the embedded database, which runs in a worker thread (embedded-database.worker.ts):
 * it stands in for a PGlite instance where drizzle-orm takes one, forwarding each query and holding a transaction
 * open in the worker while the transaction's callback runs here.
 */
export class EmbeddedDatabaseClient implements Queryable {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private stopped: Error | undefined;
  private closing = false;
  private readonly exited: Promise<void>;
  private noticed: (payload: string) => void = () => undefined;

  constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | Notice) =>
      'notice' in message ? this.noticed(message.notice) : this.settle(message),
    );
    worker.on('error', (error) => this.stop(error));
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.once('exit', (code) => this.stop(new Error(`The embedded database's thread exited with code ${code}.`)));
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.request({ op: 'query', sql, params, shape: shapeOf(options) }) as Promise<Results<T>>;
  }

  /**
   * Runs `callback` inside one transaction of the worker's database: committed when it resolves, rolled back when
   * it throws (the worker is never left inside an open transaction by a failing request).
   */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const id = (await this.request({ op: 'begin' })) as number;
    const tx: Queryable = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.request({ op: 'query', sql, params, shape: shapeOf(options), tx: id }) as Promise<Results<R>>,
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.request({ op: 'rollback', tx: id }).catch(() => undefined);
      throw error;
    }
    await this.request({ op: 'commit', tx: id });
    return result;
  }

  /** Hears the changes the database announces, each before the call that committed it returns. */
  onNotice(listener: (payload: string) => void): void {
    this.noticed = listener;
  }

  /** Closes the database and ends its thread. */
  async close(): Promise<void> {
    if (!this.stopped) {
      this.closing = true;
      await this.request({ op: 'close' });
    }
    await this.exited;
  }

  private request(body: Body): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id });
    });
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(errorFromData(reply.error));
  }

  /** The thread is gone: every waiting and later request fails as a database outage, and it is logged once. */
  private stop(cause: Error): void {
    if (this.stopped) return;
    this.stopped = Object.assign(new Error('The embedded database stopped.', { cause }), { code: CRASHED });
    if (!this.closing) logger.error({ err: cause }, 'the embedded database stopped: requests are answered 503');
    for (const { reject } of this.pending.values()) reject(this.stopped);
    this.pending.clear();
  }
}

/** Drizzle passes identity parsers for the types it reads as text; the worker applies the same by their OIDs. */
function shapeOf(options: QueryOptions | undefined): QueryShape {
  return { rowMode: options?.rowMode, textTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

/**
 * Where the worker's code is: beside the bundled server in build/ (`npm start`, the backup command), or its
 * TypeScript source, loaded through tsx as the rest of the source is (`npm run dev`, the tests).
 */
function workerEntry(): { entry: string; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { entry: path.join(projectRoot(), 'build', 'embedded-database-worker.js'), eval: false };
  }
  const source = new URL('./embedded-database.worker.ts', import.meta.url).href;
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return { entry: load, eval: true };
}

/**
 * Starts the worker thread that opens the embedded database in `dataDir`; resolves once the database is open. With
 * `traceFd` the worker writes a line there as each transaction begins and ends.
 */
export async function spawnEmbeddedDatabaseWorker(dataDir: string, traceFd?: number): Promise<Worker> {
  const { entry, eval: isCode } = workerEntry();
  const workerData: EmbeddedWorkerData = { dataDir, traceFd };
  const worker = new Worker(entry, { eval: isCode, workerData });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded database's thread exited with code ${code}.`)));
  });
  return worker;
}

/**
 * Starts the embedded database in `dataDir`, creating a new one in a process of its own that exits: initdb's 600 MB
 * would otherwise stay with the site for good (docs/decisions/0011-memory.md). At LOG_LEVEL=trace its transactions
 * are traced among the site's log lines on stdout.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabaseClient> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) createInOwnProcess(dataDir);
  return new EmbeddedDatabaseClient(await spawnEmbeddedDatabaseWorker(dataDir, traceFdFor(logger)));
}

/** Where a log at trace level sends the database's transaction trace: stdout, beside its own lines; else nowhere. */
export const traceFdFor = (log: Pick<Logger, 'isLevelEnabled'>) => (log.isLevelEnabled('trace') ? 1 : undefined);

/** How long creating a new database may take before the start is given up. */
const CREATE_TIMEOUT_MS = 5 * 60_000;

/**
 * Creates the database beside `dataDir` and moves it into place only once whole, so a creation cut short (the
 * process killed for lack of memory, a full disk) leaves no half-made database that a later start would open.
 */
function createInOwnProcess(dataDir: string): void {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} holds files but no database. Set DATA_DIR to an empty or new folder.`);
  }
  const creating = `${dataDir}.creating`;
  fs.rmSync(creating, { recursive: true, force: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(creating)}).then((db) => db.close())`;
  const created = spawnSync(process.execPath, ['--eval', script], {
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: CREATE_TIMEOUT_MS,
  });
  if (created.status !== 0) {
    fs.rmSync(creating, { recursive: true, force: true });
    const why = created.error?.message ?? created.stderr?.toString().trim() ?? `signal ${created.signal}`;
    throw new Error(`The embedded database could not be created in ${dataDir}: ${why}`);
  }
  // The empty directory made private before the start is replaced (checked empty above, so nothing is lost).
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(creating, dataDir);
}

/** Drizzle on the worker's database; the client answers the calls drizzle-orm makes of a PGlite instance. */
export const drizzleEmbedded = (client: EmbeddedDatabaseClient) => drizzle(client as unknown as PGlite, { schema });
