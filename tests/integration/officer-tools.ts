import { and, eq, notInArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { db } from '../../app/shared/db/db.server';
import type { ActionResult } from '../../app/shared/forms/action-result';
import { broDateGroupMembers, eventPoints, members, targets } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../demo/demo-data';
import { databaseState, injectFailure } from '../setup/db-state';
import type { Answer } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';

/** Helpers for the officer tools' integration tests: sign in, compare the data, make writes fail part-way. */

export async function memberId(email: string): Promise<number> {
  const [row] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

export async function cookieFor(email: string): Promise<string> {
  return signedInCookie(await memberId(email));
}

/**
 * Checks that an action answered exactly the one result type of the site's forms (nothing missing, nothing beside
 * it), with the status that says what kind of answer it is.
 */
export async function expectResult(
  answer: Answer<unknown> | Promise<Answer<unknown>>,
  status: number,
  result: ActionResult,
) {
  const { status: answered, data } = await answer;
  expect({ status: answered, data }).toEqual({ status, data: result });
}

/** Every row of the chapter's tables, to compare before and after. */
export const snapshot = databaseState;

/**
 * Runs `act` while the database fails a write part-way through (a trigger raises on the matching row), then checks
 * that every table is exactly as before.
 */
export async function whileWritesFail(
  failure: { table: string; on: 'insert' | 'update' | 'delete'; when?: string },
  act: () => Promise<void>,
) {
  const before = await snapshot();
  const stop = await injectFailure(failure.table, failure.on, failure.when);
  try {
    await act();
  } finally {
    await stop();
  }
  expect(await snapshot()).toEqual(before);
}

/** SQLSTATE 57P01: the server is shutting down, one of the errors that mean the database cannot be reached. */
const SERVER_SHUTTING_DOWN = '57P01';

/**
 * Runs `act` while every read of `table` and every write of `writes` (if given) fails as it would while the
 * database server shuts down: the table is swapped for a view whose filter raises, the writes for a trigger.
 */
export async function whileDatabaseGoesDown(
  tables: { reads?: string; writes?: { table: string; on: 'insert' | 'update' } },
  act: () => Promise<void>,
) {
  const { reads, writes } = tables;
  await db().execute(
    sql.raw(`create or replace function database_gone() returns boolean language plpgsql stable as $$
      begin raise exception 'terminating connection due to administrator command'
        using errcode = '${SERVER_SHUTTING_DOWN}'; end $$`),
  );
  if (reads) {
    await db().execute(sql.raw(`alter table ${reads} rename to ${reads}_hidden`));
    await db().execute(sql.raw(`create view ${reads} as select * from ${reads}_hidden where database_gone()`));
  }
  const stopWrites = writes && (await injectFailure(writes.table, writes.on, 'true', SERVER_SHUTTING_DOWN));
  try {
    await act();
  } finally {
    await stopWrites?.();
    if (reads) {
      await db().execute(sql.raw(`drop view ${reads}`));
      await db().execute(sql.raw(`alter table ${reads}_hidden rename to ${reads}`));
    }
  }
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

/**
 * Expects a loader to throw what it could not read rather than answer a failure itself: an error that is not an
 * answer, which React Router answers with 500 and the route's error boundary (its own "could not load" text).
 */
export async function expectLoadFailure(load: Promise<unknown>) {
  const thrown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Error);
  expect(thrown).not.toBeInstanceOf(Response);
}

/** An active of the demo chapter (not a demo account) who plays spoon assassins, is in a bro-date group and has points. */
export async function activePlayer(): Promise<number> {
  const rows = await db()
    .select({ id: members.id })
    .from(members)
    .innerJoin(targets, eq(targets.memberId, members.id))
    .innerJoin(broDateGroupMembers, eq(broDateGroupMembers.memberId, members.id))
    .innerJoin(eventPoints, eq(eventPoints.memberId, members.id))
    .where(
      and(
        eq(members.status, 'active'),
        notInArray(
          members.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      ),
    )
    .limit(1);
  return (rows[0] as { id: number }).id;
}
