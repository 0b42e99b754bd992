import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, queryRows } from './db.server';
import { embeddedSettings } from './embedded-options.server';

const show = async (name: string) => (await queryRows<Record<string, string>>(sql.raw(`show ${name}`)))[0]?.[name];

/** Megabytes of a PostgreSQL size setting as `show` prints it (kB, MB or GB). */
const megabytes = (size: string | undefined) => {
  const [, amount, unit] = /^(\d+)(kB|MB|GB)$/.exec(size ?? '') ?? [];
  return Number(amount) * { kB: 1 / 1024, MB: 1, GB: 1024 }[unit as 'kB' | 'MB' | 'GB'];
};

describe('the embedded database', () => {
  beforeAll(async () => {
    await openDatabase({ kind: 'pglite', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-options-')) });
  }, 60_000);
  afterAll(() => closeDatabase());

  it.each(Object.entries(embeddedSettings))('starts with %s = %s', async (name, value) => {
    expect(await show(name)).toBe(value);
  });

  it("keeps PostgreSQL's shared memory inside the 128 MB that PGlite's memory starts with", async () => {
    expect(megabytes(await show('shared_memory_size'))).toBeLessThan(128);
  });

  it("keeps PGlite's own start parameters and PostgreSQL's protection against torn pages", async () => {
    expect(await show('search_path')).toBe('public');
    expect(await show('max_worker_processes')).toBe('0');
    expect(await show('full_page_writes')).toBe('on');
  });
});
