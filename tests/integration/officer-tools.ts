import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { db, queryRows } from '../../app/lib/db.server';
import { members } from '../../db/schema';
import { signedInCookie } from '../setup/session-cookie';

/** Helpers for the officer tools' integration tests: sign in, call a loader or action, compare the data. */

export async function memberId(email: string): Promise<number> {
  const [row] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

export async function cookieFor(email: string): Promise<string> {
  return signedInCookie(await memberId(email));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are typed per route; tests pass the shared shape
type RouteFunction = (args: any) => Promise<unknown>;

export interface Outcome<T = Record<string, unknown>> {
  status: number;
  data: T;
}

/** Calls a route's loader or action as React Router would, turning thrown responses into outcomes too. */
export async function call<T = Record<string, unknown>>(
  fn: RouteFunction,
  path: string,
  options: { cookie?: string; form?: Record<string, string | File | (string | File)[]>; json?: unknown } = {},
): Promise<Outcome<T>> {
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
  let init: RequestInit = { method: 'GET', headers };
  if (options.form) {
    const body = new FormData();
    for (const [key, value] of Object.entries(options.form))
      for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
    init = { method: 'POST', headers, body };
  } else if (options.json !== undefined) {
    init = {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(options.json),
    };
  }
  const request = new Request(`http://localhost${path}`, init);
  try {
    return unwrap(await fn({ request, params: {}, context: { cspNonce: '' } }));
  } catch (thrown) {
    return unwrap(thrown);
  }
}

function unwrap<T>(value: unknown): Outcome<T> {
  if (value instanceof Response) return { status: value.status, data: null as T };
  if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
    const wrapped = value as { data: T; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, data: value as T };
}

const TABLES = [
  'members',
  'events',
  'event_points',
  'brodate_groups',
  'brodate_group_members',
  'targets',
  'audit_log',
  'site_content',
  'site_content_versions',
  'media',
];

/** Every row of the tables the officer tools write, in a stable order, to compare before and after. */
export async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = await queryRows(sql.raw(`select * from ${table} order by 1, 2`));
  return out;
}

/**
 * Runs `act` while the database fails a write part-way through (a trigger raises on the matching row), then checks
 * that every table is exactly as before.
 */
export async function whileWritesFail(
  failure: { table: string; on: 'insert' | 'update' | 'delete'; when?: string },
  act: () => Promise<void>,
) {
  const before = await snapshot();
  await db().execute(
    sql.raw(`create or replace function injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
  await db().execute(
    sql.raw(`create trigger injected_failure before ${failure.on} on ${failure.table} for each row
      when (${failure.when ?? 'true'}) execute function injected_failure()`),
  );
  try {
    await act();
  } finally {
    await db().execute(sql.raw(`drop trigger injected_failure on ${failure.table}`));
  }
  expect(await snapshot()).toEqual(before);
}

/** Runs `act` while reads of a table fail, as a lost table or database would. */
export async function whileTableMissing(table: string, act: () => Promise<void>) {
  await db().execute(sql.raw(`alter table ${table} rename to ${table}_hidden`));
  try {
    await act();
  } finally {
    await db().execute(sql.raw(`alter table ${table}_hidden rename to ${table}`));
  }
}
