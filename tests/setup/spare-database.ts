import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../app/shared/db/db.server';
import * as schema from '../../db/schema';
import { withDatabase } from './global-setup';
import { openTestPool } from './test-pool';
import { pgliteExtensions } from '../../app/shared/db/pglite-extensions.server';

/** A second freshly migrated, empty database beside the file's own, e.g. to restore a backup into. */
export async function openSpareDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (inject('testDb') === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]),
      extensions: pgliteExtensions,
    });
    return { db: drizzlePglite(client, { schema }) as unknown as Db, close: () => client.close() };
  }
  const url = inject('postgresUrl');
  const name = `chapter_spare_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  const pool = openTestPool(withDatabase(url, name));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
