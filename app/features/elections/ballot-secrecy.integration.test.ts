/**
 * Ballot secrecy: after members vote through the page's own action, nothing stored or logged links a member to a
 * choice. Every table is read whole (every row, every column, and the system columns that say which transaction
 * wrote a row), and every log line the server wrote is captured, a failed ballot's included.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { electionCandidates, electionNominations, electionRaces, elections, members } from '../../../db/schema';
import { db, queryRows } from '../../shared/db/db.server';
import { databaseReached } from '../../shared/db/database-outage.server';
import { atInstant } from '../../shared/runtime/clock.server';
import { logger } from '../../shared/runtime/logger.server';
import { injectFailure, SCHEMA_TABLES } from '../../../tests/setup/db-state';
import { callRoute } from '../../../tests/setup/route-call';
import { answeringOutages } from '../../../server/database-outage-answers';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { action } from './elections-page';

// Ids no other row of the test holds, so finding one in a row or a log line can only mean it came from a ballot.
const CANDIDATES = [7001, 7002, 7003];
const VOTERS = [8001, 8002, 8003, 8004, 8005];
const VOTING = new Date('2026-11-11T12:00:00Z');
let races: number[] = [];
let electionId = 0;

const logged: string[] = [];
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

beforeAll(async () => {
  logger.level = 'trace';
  for (const level of LEVELS) {
    vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
      logged.push(
        JSON.stringify(args, (_key, value) =>
          value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value,
        ),
      );
    });
  }
  for (const id of [...CANDIDATES, ...VOTERS]) {
    await db()
      .insert(members)
      .values({ id, status: 'active', email: `m${id}@example.org`, firstName: `M${id}`, lastName: 'Tau' });
  }
  const [election] = await db()
    .insert(elections)
    .values({
      title: 'Secret ballot',
      nominationsOpenAt: new Date('2026-11-01T17:00:00Z'),
      nominationsCloseAt: new Date('2026-11-08T17:00:00Z'),
      votingOpenAt: new Date('2026-11-10T17:00:00Z'),
      votingCloseAt: new Date('2026-11-12T17:00:00Z'),
    })
    .returning({ id: elections.id });
  electionId = (election as { id: number }).id;
  const inserted = await db()
    .insert(electionRaces)
    .values([
      { electionId, position: 'Regent' },
      { electionId, position: 'Scribe' },
    ])
    .returning({ id: electionRaces.id });
  races = inserted.map((race) => race.id);
  const [regent, scribe] = races as [number, number];
  for (const [raceId, memberId] of [
    [regent, 7001],
    [regent, 7002],
    [scribe, 7003],
  ] as const) {
    const [nomination] = await db()
      .insert(electionNominations)
      .values({ raceId, nomineeId: memberId, status: 'accepted' })
      .returning({ id: electionNominations.id });
    expect(nomination).toBeDefined();
    await db().insert(electionCandidates).values({ raceId, memberId });
  }
});

afterEach(() => vi.clearAllMocks());

/** Every row of every table, with the id of the transaction that wrote it. */
async function everything(): Promise<Record<string, Record<string, unknown>[]>> {
  const state: Record<string, Record<string, unknown>[]> = {};
  for (const table of SCHEMA_TABLES) {
    state[table] = await queryRows(sql.raw(`select xmin::text as "xmin", t.* from ${table} t`));
  }
  return state;
}

const mentions = (row: unknown, ids: readonly number[]) => {
  const text = JSON.stringify(row);
  return ids.filter((id) => new RegExp(`\\b${id}\\b`).test(text));
};

describe('a secret ballot', () => {
  it('leaves no row and no log line that links a member to a choice', async () => {
    const [regent, scribe] = races as [number, number];
    // Each voter's choice for Regent, and the same Scribe for all.
    const choices = [7001, 7002, 7001, 7001, 7002];
    for (const [i, voter] of VOTERS.entries()) {
      const answer = await atInstant(VOTING, async () =>
        callRoute(action, '/elections', {
          cookie: await signedInCookie(voter),
          form: {
            intent: 'vote',
            electionId: String(electionId),
            [`race-${regent}`]: String(choices[i]),
            [`race-${scribe}`]: '7003',
          },
        }),
      );
      expect({ status: answer.status, location: answer.headers.get('Location'), data: answer.data }).toMatchObject({
        data: { ok: true },
      });
    }
    // One ballot fails in the database part-way: its error is logged, and must not carry the choice either.
    const stop = await injectFailure('election_voters', 'insert');
    const failed = await atInstant(VOTING, async () =>
      callRoute(action, '/elections', {
        cookie: await signedInCookie(7003),
        form: { intent: 'vote', electionId: String(electionId), [`race-${regent}`]: '7002' },
      }),
    );
    await stop();
    expect(failed.status).toBe(500);

    const state = await everything();
    // The counts are right, and they are all that is kept of the ballots.
    const counts = Object.fromEntries(state.election_candidates!.map((c) => [c.member_id, c.votes]));
    expect(counts).toEqual({ 7001: 3, 7002: 2, 7003: 5 });
    // Who voted: the race and the member, nothing else (no time, no choice).
    expect(Object.keys(state.election_voters![0]!).sort()).toEqual(['member_id', 'race_id', 'xmin']);
    expect(state.election_voters).toHaveLength(10);
    for (const [table, rows] of Object.entries(state)) {
      for (const row of rows) {
        const voters = mentions(row, VOTERS);
        const chosen = mentions(row, CANDIDATES);
        // A row naming a voter names no candidate, except the members' own rows and the sessions they signed in with.
        if (voters.length > 0) expect({ table, row, chosen }).toEqual({ table, row, chosen: [] });
      }
    }
    // The transaction ids: every candidate row of a race was last written by the same ballot, so the system columns
    // say only that someone voted in the race, never for whom.
    for (const raceId of races) {
      const written = new Set(state.election_candidates!.filter((c) => c.race_id === raceId).map((c) => c.xmin));
      expect(written.size).toBe(1);
    }
    // The audit rows of the votes name the voter and the positions only.
    const votes = state.audit_log!.filter((row) => row.action === 'elections.vote');
    expect(votes).toHaveLength(5);
    for (const row of votes) expect(row.details).toEqual({ electionId, positions: ['Regent', 'Scribe'] });
    // Nothing logged names a candidate or a ballot's field.
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect({ line, chosen: mentions(line, CANDIDATES) }).toEqual({ line, chosen: [] });
      expect(line).not.toContain('race-');
    }
  });

  it('logs no choice when a ballot meets a database outage, and still answers it as one', async () => {
    const [regent] = races as [number, number];
    const before = (await everything()).election_candidates;
    // The connection drops while the counts are written: the failed statement carries the chosen candidate's id.
    const stop = await injectFailure('election_candidates', 'update', 'true', '08006');
    databaseReached();
    vi.clearAllMocks();
    logged.length = 0;
    const answer = await atInstant(VOTING, async () =>
      callRoute(answeringOutages(action), '/elections', {
        cookie: await signedInCookie(7001),
        form: { intent: 'vote', electionId: String(electionId), [`race-${regent}`]: '7002' },
      }),
    );
    await stop();
    databaseReached();
    expect(answer.status).toBe(503);
    expect((await everything()).election_candidates).toEqual(before);
    expect(logged.join('\n')).toContain('08006');
    for (const line of logged) {
      expect({ line, chosen: mentions(line, CANDIDATES) }).toEqual({ line, chosen: [] });
      expect(line).not.toContain('race-');
    }
  });
});
