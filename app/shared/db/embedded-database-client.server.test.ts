import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGES_CHANNEL } from './change-notices.server';
import { isDatabaseUnavailable } from './database-outage';
import {
  drizzleEmbedded,
  EmbeddedDatabaseClient,
  spawnEmbeddedDatabaseWorker,
  startEmbeddedDatabase,
  traceFdFor,
} from './embedded-database-client.server';
import { openEmbeddedDatabase } from './embedded-database.server';
import { logger } from '../runtime/logger.server';

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-client-test-')), 'db');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves with 'waiting' when `promise` has not settled within `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, sleep(ms).then(() => 'waiting' as const)]);

describe('the embedded database on its own thread', () => {
  let client: EmbeddedDatabaseClient;

  beforeAll(async () => {
    client = await startEmbeddedDatabase(tempDir());
    await client.query('create table counter (id int primary key, n int not null, at timestamptz default now())');
    await client.query(`insert into counter (id, n, at) values (1, 0, '2026-11-25 12:00:00+00')`);
  }, 60_000);
  afterAll(() => client.close());

  it('answers a query with its rows in object or array mode, with parameters', async () => {
    const objects = await client.query<{ id: number; n: number }>('select id, n from counter where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, n: 0 }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['id', 'n']);
    const arrays = await client.query('select id, n, $1::text as label from counter', ['x'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 0, 'x']]);
  });

  it('keeps the types drizzle asks for as PostgreSQL text, and parses the others', async () => {
    const keep = { [types.TIMESTAMPTZ]: (value: string) => value };
    const asText = await client.query<{ at: unknown }>('select at from counter', [], { parsers: keep });
    expect(asText.rows[0]!.at).toBe('2026-11-25 12:00:00+00');
    const parsed = await client.query<{ at: unknown; j: unknown; b: unknown }>(
      `select at, '{"a":[1]}'::jsonb as j, '\\x0102'::bytea as b from counter`,
    );
    expect(parsed.rows[0]!.at).toEqual(new Date('2026-11-25T12:00:00Z'));
    expect(parsed.rows[0]!.j).toEqual({ a: [1] });
    expect(parsed.rows[0]!.b).toEqual(new Uint8Array([1, 2]));
  });

  it('commits a transaction whose callback resolves', async () => {
    const result = await client.transaction(async (tx) => {
      await tx.query('insert into counter (id, n) values (2, 20)');
      return (await tx.query<{ n: number }>('select n from counter where id = 2')).rows[0]!.n;
    });
    expect(result).toBe(20);
    expect((await client.query('select n from counter where id = 2')).rows).toEqual([{ n: 20 }]);
  });

  it('rolls back a transaction whose callback throws, and the next query is answered at once', async () => {
    const failing = client.transaction(async (tx) => {
      await tx.query('insert into counter (id, n) values (3, 30)');
      throw new Error('the request failed');
    });
    await expect(failing).rejects.toThrow('the request failed');
    // A transaction left open in the worker would hold PGlite's lock, and this query would wait for ever.
    expect(await within(client.query('select count(*)::int as c from counter where id = 3'), 5000)).toMatchObject({
      rows: [{ c: 0 }],
    });
  });

  it('hands back a database error with its code, message and fields', async () => {
    const error = await client.query('insert into counter (id, n) values (1, 1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "counter_pkey"',
      severity: 'ERROR',
      detail: 'Key (id)=(1) already exists.',
      constraint: 'counter_pkey',
      table: 'counter',
      schema: 'public',
    });
  });

  it('rolls back a transaction whose query failed, passing the error on through drizzle', async () => {
    const db = drizzleEmbedded(client);
    const error = await db
      .transaction(async (tx) => {
        await tx.execute(sql`update counter set n = 99 where id = 1`);
        await tx.execute(sql`insert into counter (id, n) values (1, 1)`);
      })
      .catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect((await client.query('select n from counter where id = 1')).rows).toEqual([{ n: 0 }]);
  });

  it('rolls back a nested savepoint alone, as drizzle nests transactions', async () => {
    const db = drizzleEmbedded(client);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update counter set n = 5 where id = 1`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update counter set n = 6 where id = 1`);
          throw new Error('inner failed');
        })
        .catch(() => undefined);
    });
    expect((await client.query('select n from counter where id = 1')).rows).toEqual([{ n: 5 }]);
  });

  it('runs concurrent transactions one after another, and a query waits while a transaction is open', async () => {
    await client.query('update counter set n = 0 where id = 1');
    const increment = () =>
      client.transaction(async (tx) => {
        const { n } = (await tx.query<{ n: number }>('select n from counter where id = 1')).rows[0]!;
        await sleep(50);
        await tx.query('update counter set n = $1 where id = 1', [n + 1]);
      });
    let release!: () => void;
    const held = client.transaction(async (tx) => {
      await tx.query('update counter set n = n + 100 where id = 1');
      await new Promise<void>((resolve) => (release = resolve));
    });
    await sleep(50);
    const reading = client.query<{ n: number }>('select n from counter where id = 1');
    expect(await within(reading, 300)).toBe('waiting');
    release();
    await held;
    expect((await reading).rows).toEqual([{ n: 100 }]);
    await Promise.all([increment(), increment(), increment()]);
    expect((await client.query('select n from counter where id = 1')).rows).toEqual([{ n: 103 }]);
  });

  it('hands over the changes the database announces, each before the call that committed it returns', async () => {
    const heard: string[] = [];
    client.onNotice((payload) => heard.push(payload));
    await client.query(`select pg_notify('${CHANGES_CHANNEL}', 'public')`);
    expect(heard).toEqual(['public']);
    await client.transaction(async (tx) => {
      await tx.query(`select pg_notify('${CHANGES_CHANNEL}', 'data')`);
      expect(heard).toEqual(['public']); // announced only once committed
    });
    expect(heard).toEqual(['public', 'data']);
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`select pg_notify('${CHANGES_CHANNEL}', 'data')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await client.query('select 1');
    expect(heard).toEqual(['public', 'data']); // nothing for the rolled-back one
  });
});

describe('the embedded database thread', () => {
  it('ends when the database is closed, and the data stays in the directory', async () => {
    const dir = tempDir();
    const first = await openEmbeddedDatabase(dir);
    await first.client.query('create table kept (note text)');
    await first.client.query(`insert into kept values ('written')`);
    await first.close();
    await expect(first.client.query('select 1')).rejects.toMatchObject({ code: '57P02' });
    const second = await openEmbeddedDatabase(dir);
    expect((await second.client.query('select note from kept')).rows).toEqual([{ note: 'written' }]);
    await second.close();
  }, 60_000);

  it('when it crashes, fails waiting and later requests as a database outage, and logs it', async () => {
    const worker = await spawnEmbeddedDatabaseWorker(tempDir());
    const client = new EmbeddedDatabaseClient(worker);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const waiting = client.query('select pg_sleep(2)');
      await sleep(100);
      await worker.terminate();
      const failure = await waiting.catch((e: unknown) => e);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(isDatabaseUnavailable(await client.query('select 1').catch((e: unknown) => e))).toBe(true);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.anything(), 'the embedded database stopped: requests are answered 503');
      await client.close();
    } finally {
      error.mockRestore();
    }
  }, 60_000);
});

describe('the transaction trace', () => {
  it('writes a line as each transaction begins and ends, at once, so a crash leaves the open one begun only', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-trace-')), 'trace.log');
    const fd = fs.openSync(file, 'w');
    const worker = await spawnEmbeddedDatabaseWorker(tempDir(), fd);
    const client = new EmbeddedDatabaseClient(worker);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      await client.query('create table t (n int)');
      await client.transaction((tx) => tx.query('insert into t values (1)'));
      await client.transaction(() => Promise.reject(new Error('refused'))).catch(() => undefined);
      let opened!: () => void;
      const held = new Promise<void>((resolve) => (opened = resolve));
      // Its callback never returns: nothing of it is left to run, or to fail, once the thread is gone.
      void client.transaction(() => {
        opened();
        return new Promise<never>(() => undefined);
      });
      await held;
      // A SIGKILL: the thread ends with no chance to write anything more.
      await worker.terminate();
      const lines = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.map(({ time, ...rest }) => (expect(time).toEqual(expect.any(Number)), rest))).toEqual([
        { level: 10, tx: expect.any(Number), msg: 'transaction begun' },
        { level: 10, tx: lines[0]!.tx, outcome: 'committed', msg: 'transaction ended' },
        { level: 10, tx: expect.any(Number), msg: 'transaction begun' },
        { level: 10, tx: lines[2]!.tx, outcome: 'rolled back', msg: 'transaction ended' },
        { level: 10, tx: expect.any(Number), msg: 'transaction begun' },
      ]);
      expect(new Set(lines.map((line) => line.tx)).size).toBe(3);
    } finally {
      error.mockRestore();
      fs.closeSync(fd);
    }
  }, 60_000);

  it('never fails a transaction when its line cannot be written', async () => {
    const noSuchFile = 1_000_000; // far above any descriptor the process holds: every write fails
    const client = new EmbeddedDatabaseClient(await spawnEmbeddedDatabaseWorker(tempDir(), noSuchFile));
    await client.query('create table t (n int)');
    await client.transaction((tx) => tx.query('insert into t values (1)'));
    expect((await client.query('select n from t')).rows).toEqual([{ n: 1 }]);
    await client.close();
  }, 120_000);

  it('goes to stdout, beside the log lines, when the log level is trace, and nowhere otherwise', () => {
    expect(traceFdFor(pino({ level: 'trace' }))).toBe(1);
    expect(traceFdFor(pino({ level: 'debug' }))).toBeUndefined();
    expect(traceFdFor(pino({ level: 'info' }))).toBeUndefined();
  });
});

describe('a new data directory', () => {
  it('is created whole in place of a leftover half-made one, and a folder holding other files is refused untouched', async () => {
    const dir = tempDir();
    fs.mkdirSync(`${dir}.creating`, { recursive: true });
    fs.writeFileSync(path.join(`${dir}.creating`, 'PG_VERSION'), 'half-made');
    const client = await startEmbeddedDatabase(dir);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.close();
    expect(fs.existsSync(`${dir}.creating`)).toBe(false);

    const other = tempDir();
    fs.mkdirSync(other, { recursive: true });
    fs.writeFileSync(path.join(other, 'notes.txt'), 'keep me');
    await expect(startEmbeddedDatabase(other)).rejects.toThrow(/holds files but no database/);
    expect(fs.readdirSync(other)).toEqual(['notes.txt']);
  }, 60_000);
});
