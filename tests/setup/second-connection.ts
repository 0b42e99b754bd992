import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { inject } from 'vitest';
import { db, queryRows, type Db } from '../../app/shared/db/db.server';
import * as schema from '../../db/schema';
import { withDatabase } from './global-setup';
import { openTestPool } from './test-pool';

/**
 * A connection of its own to the file's database, as a second server process would open. PGlite serves one
 * process only, so there the second "process" shares the first one's connection.
 */
export async function openSecondConnection(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (inject('testDb') === 'pglite') return { db: db(), close: async () => {} };
  const [row] = await queryRows<{ name: string }>(sql`select current_database() as name`);
  const pool = openTestPool(withDatabase(inject('postgresUrl'), row!.name), 2);
  return { db: drizzlePg(pool, { schema }) as unknown as Db, close: () => pool.end() };
}
