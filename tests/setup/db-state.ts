import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, vi } from 'vitest';
import { queryRows } from '../../app/shared/db/db.server';
import { logger } from '../../app/shared/runtime/logger.server';
import * as schema from '../../db/schema';

/** Every table the schema declares: a new table is covered by every "nothing was written" check without a word. */
export const SCHEMA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Every row of every chapter table, in a stable order: equal snapshots mean nothing was written. */
export async function databaseState(): Promise<Record<string, unknown[]>> {
  const state: Record<string, unknown[]> = {};
  for (const table of SCHEMA_TABLES)
    state[table] = await queryRows(sql.raw(`select * from ${table} t order by t::text`));
  return state;
}

/**
 * Makes any insert into `table` whose row matches `condition` fail, as a broken statement in the middle of a
 * transaction would; returns the function that removes it again. Meanwhile the app's error log stays out of the
 * test output, and it must have recorded the failure by the time the trigger is removed.
 */
export async function failInsertsInto(table: string, condition = 'true'): Promise<() => Promise<void>> {
  const errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  const remove = await injectFailure(table, 'insert', condition);
  return async () => {
    await remove();
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockRestore();
  };
}

/**
 * Makes every `on` statement on `table` whose row matches `condition` raise, by default as a broken statement
 * would, or with the given SQLSTATE; returns the function that stops it.
 */
export async function injectFailure(
  table: string,
  on: 'insert' | 'update' | 'delete',
  condition = 'true',
  sqlState = 'P0001',
): Promise<() => Promise<void>> {
  await queryRows(
    sql.raw(`create or replace function injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure' using errcode = '${sqlState}'; end $$`),
  );
  await queryRows(
    sql.raw(`create trigger injected_failure before ${on} on ${table}
      for each row when (${condition}) execute function injected_failure()`),
  );
  return async () => {
    await queryRows(sql.raw(`drop trigger injected_failure on ${table}`));
  };
}
