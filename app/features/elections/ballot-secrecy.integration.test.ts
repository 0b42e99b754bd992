/**
 * Ballot secrecy: after members vote through the page's own action, nothing stored or logged links a member to a
 * choice. Every table is read whole (every row, every column, and the system columns that say which transaction
 * wrote a row), and every log line the server wrote is captured, a failed ballot's included.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db, queryRows } from '../../shared/db/db.server';
import { databaseReached } from '../../shared/db/database-outage.server';
import { atInstant } from '../../shared/time/clock.server';
import { logger } from '../../shared/runtime/logger.server';
import { injectFailure, SCHEMA_TABLES } from '../../../tests/setup/db-state';
import { callRoute } from '../../../tests/setup/route-call';
import { answeringOutages } from '../../../server/database-outage-answers';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { action } from './elections.route';
import { electionDetail } from './election-reads.server';
import { raceCounts } from './race-counts.server';
import { sealBallotsWhenVotingCloses } from './ballot-seal.server';
import {
  CANDIDATES,
  CLOSED,
  createSecretBallotElection,
  vote,
  VOTERS,
  VOTING,
  type SecretBallotElection,
} from './secret-ballot-fixture';

let election: SecretBallotElection;

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
  election = await createSecretBallotElection();
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

/** Nothing logged names a candidate or a ballot's field. */
function expectNoChoiceLogged() {
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) {
    expect({ line, chosen: mentions(line, CANDIDATES) }).toEqual({ line, chosen: [] });
    expect(line).not.toContain('race-');
  }
}

/** The server's timer, as it runs at start and every minute, with its clock at `instant`. */
const sealAt = (instant: Date) => atInstant(instant, () => sealBallotsWhenVotingCloses()());

/** Tables whose rows say only who voted where: the voter rows, their audit rows and change counts, and locked rows. */
const WHO_VOTED = ['election_voters', 'audit_log', 'data_changes', 'elections', 'election_races', 'members'];

describe('a secret ballot', () => {
  it('leaves no row and no log line that links a member to a choice, but the transaction that wrote it', async () => {
    const { electionId, regent, scribe } = election;
    // Each voter's choice for Regent, and the same Scribe for all.
    const choices = [7001, 7002, 7001, 7001, 7002, 7001];
    for (const [i, voter] of VOTERS.entries()) {
      await vote(voter, electionId, { [regent]: choices[i] as number, [scribe]: 7003 });
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
    const counts = async (raceId: number) =>
      Object.fromEntries((await raceCounts(db(), raceId)).map((c) => [c.memberId, c.votes]));
    expect({ ...(await counts(regent)), ...(await counts(scribe)) }).toEqual({ 7001: 4, 7002: 2, 7003: 6 });
    // While voting is open a ballot is a row of its own: the race, the choice and a random id, no voter, no time.
    expect(Object.keys(state.election_ballots![0]!).sort()).toEqual(['candidate_id', 'id', 'race_id', 'xmin']);
    expect(state.election_ballots).toHaveLength(12);
    // Who voted: the race and the member, nothing else (no time, no choice).
    expect(Object.keys(state.election_voters![0]!).sort()).toEqual(['member_id', 'race_id', 'xmin']);
    expect(state.election_voters).toHaveLength(12);
    for (const [table, rows] of Object.entries(state)) {
      for (const row of rows) {
        const voters = mentions(row, VOTERS);
        const chosen = mentions(row, CANDIDATES);
        // A row naming a voter names no candidate, except the members' own rows and the sessions they signed in with.
        if (voters.length > 0) expect({ table, row, chosen }).toEqual({ table, row, chosen: [] });
      }
    }
    // Until the race is sealed, the id of the transaction that wrote a ballot is its voter row's
    // (docs/decisions/0014-ballots-sealed-when-voting-closes.md).
    const voterTransactions = new Set(state.election_voters!.map((row) => row.xmin));
    for (const ballot of state.election_ballots!) expect(voterTransactions).toContain(ballot.xmin);
    // The audit rows of the votes name the voter and the positions only.
    const votes = state.audit_log!.filter((row) => row.action === 'elections.vote');
    expect(votes).toHaveLength(6);
    for (const row of votes) expect(row.details).toEqual({ electionId, positions: ['Regent', 'Scribe'] });
    expectNoChoiceLogged();
  });

  it('logs no choice when a ballot meets a database outage, and still answers it as one', async () => {
    const { electionId, regent } = election;
    const before = await everything();
    // The connection drops while the ballot is written: the failed statement carries the chosen candidate's id.
    const stop = await injectFailure('election_ballots', 'insert', 'true', '08006');
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
    const after = await everything();
    expect([after.election_ballots, after.election_voters]).toEqual([before.election_ballots, before.election_voters]);
    expect(logged.join('\n')).toContain('08006');
    expectNoChoiceLogged();
  });

  it('keeps only the counts once voting closes, and no row written by a ballot but who voted where', async () => {
    vi.clearAllMocks();
    logged.length = 0;
    // The machine's clock says voting is open: the server's timer follows the test's clock alone.
    vi.useFakeTimers({ toFake: ['Date'], now: VOTING });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // A sealing that meets a database outage logs it as pages do, by its code alone, and leaves the ballots be.
    const stop = await injectFailure('election_candidates', 'update', 'true', '08006');
    databaseReached();
    await sealAt(CLOSED);
    await stop();
    databaseReached();
    expect(logged).toEqual([
      expect.stringMatching(/"code":"08006".*"database unavailable: answering 503/),
      '["database reachable again"]',
    ]);
    expect(await queryRows(sql`select * from election_ballots`)).toHaveLength(12);
    // The server's timer seals both races once voting has closed, before anyone reads the results.
    await sealAt(CLOSED);
    expect(await queryRows(sql`select * from election_ballots`)).toEqual([]);
    const detail = await electionDetail(election.electionId, CLOSED, 'closed');
    expect(detail?.races.flatMap((race) => race.result?.counts.map((c) => [c.memberId, c.votes]))).toEqual([
      [7001, 4],
      [7002, 2],
      [7003, 6],
    ]);
    const state = await everything();
    expect(state.election_ballots).toEqual([]);
    expect(state.election_voters).toHaveLength(12);
    const voterTransactions = new Set(state.election_voters!.map((row) => row.xmin));
    for (const [table, rows] of Object.entries(state)) {
      if (WHO_VOTED.includes(table)) continue;
      for (const row of rows)
        expect({ table, row, byVoter: voterTransactions.has(row.xmin) }).toMatchObject({ byVoter: false });
    }
    // Sealing again, as the first read of the results would, changes nothing.
    await electionDetail(election.electionId, CLOSED, 'closed');
    expect(await everything()).toEqual(state);
    expectNoChoiceLogged();
  });
});
