/**
 * Ballot secrecy in the database's own files, read as a reviewer would: every raw page of every relation (dead row
 * versions and the ids of the transactions that wrote them included, through the pageinspect extension) and every
 * byte of every file (the write-ahead log included). A copy taken while voting is open links each voter to their
 * choice; once the race is sealed, nothing does. With the embedded database (TEST_DB=pglite, or an external server
 * in TEST_DATABASE_URL) the test opens one in a folder of its own and reads copies of that folder; with the
 * throwaway PostgreSQL server (TEST_DB=postgres) it reads that server's own data directory and pages, set up as
 * decision 0014 asks of an operator (wal_recycle off). An election voted in before ballots were sealed, which rewrote
 * the counts in each voter's transaction, is read too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog, electionCandidates, electionRaces, elections, electionVoters } from '../../../db/schema';
import { closeDatabase, db, openDatabase, queryRows } from '../../shared/db/db.server';
import { atInstant } from '../../shared/time/clock.server';
import { withDatabase } from '../../../tests/setup/global-setup';
import { injectFailure } from '../../../tests/setup/db-state';
import { openSecondConnection } from '../../../tests/setup/second-connection';
import { pgliteExtensions } from '../../shared/db/pglite-extensions.server';
import { sealBallotsWhenVotingCloses } from './ballot-seal.server';
import { electionDetail } from './election-reads.server';
import {
  CLOSED,
  createSecretBallotElection,
  vote,
  VOTERS,
  VOTING,
  type SecretBallotElection,
} from './secret-ballot-fixture';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ballot-files-'));
const dataDir = path.join(scratch, 'data');
/** The throwaway PostgreSQL server's, whose files this machine can read; an external one's cannot be. */
const onPostgres = inject('testDb') === 'postgres' && !process.env.TEST_DATABASE_URL;
let election: SecretBallotElection;
/** Each voter's choice per race, as cast. */
const cast = new Map<number, Record<number, number>>();

type Run = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** The files to read and a way to query them, and what ends the reading. */
interface Files {
  dir: string;
  run: Run;
  done: () => Promise<void>;
}

/** With the embedded database, a copy of its folder as it is on disk now, while the site keeps it open. */
async function copyOfFolder(name: string): Promise<Files> {
  const dir = path.join(scratch, name);
  fs.cpSync(dataDir, dir, { recursive: true });
  const copy = await PGlite.create({ dataDir: dir, extensions: { ...pgliteExtensions, pageinspect } });
  return { dir, run: async (text, params) => (await copy.query<never>(text, params)).rows, done: () => copy.close() };
}

/** With PostgreSQL, the server's own data directory and the test's database, read live. */
async function serverFiles(): Promise<Files> {
  const [database] = await queryRows<{ name: string }>(sql`select current_database() as name`);
  const client = new pg.Client({ connectionString: withDatabase(inject('postgresUrl'), database!.name) });
  await client.connect();
  const run: Run = async (text, params) => (await client.query(text, params)).rows;
  const [setting] = await run<{ data_directory: string }>('show data_directory');
  return { dir: setting!.data_directory, run, done: () => client.end() };
}

const filesNow = (name: string) => (onPostgres ? serverFiles() : copyOfFolder(name));

beforeAll(async () => {
  if (onPostgres) {
    await queryRows(sql`alter system set wal_recycle = off`);
    await queryRows(sql`select pg_reload_conf()`);
  } else {
    await closeDatabase();
    await openDatabase({ kind: 'pglite', dataDir });
  }
  election = await createSecretBallotElection();
});

afterAll(async () => {
  if (onPostgres) await queryRows(sql`alter system reset wal_recycle`);
  else await closeDatabase();
  fs.rmSync(scratch, { recursive: true, force: true });
});

interface Tuple {
  relation: string;
  xmin: string;
  xmax: string;
  /** The tuple's columns as hexadecimal bytes (null for a null column). */
  columns: (string | null)[];
}

/** Rows that say only who voted where: the voter row, its audit row and change count, and the locks a ballot takes. */
const WHO_VOTED = ['election_voters', 'audit_log', 'data_changes', 'elections', 'election_races', 'members'];

interface Reading {
  /** The ids of the transactions that recorded a voter (their voter rows' and audit rows'), to the voter. */
  voterOf: Map<string, number>;
  /** Every row version written or ended by one of those transactions in a relation that is not about who voted. */
  links: Tuple[];
  /** The ballots' random ids the copy still holds as live rows. */
  ballotIds: string[];
}

/** Reads every page of every relation with pageinspect, live and dead row versions alike. */
async function readPages({ run }: Files): Promise<Reading> {
  await run('create extension if not exists pageinspect');
  const voterOf = new Map<string, number>();
  for (const row of await run<{ xmin: string; member_id: number }>(
    `select xmin::text as xmin, member_id from election_voters
     union all select xmin::text, actor_id from audit_log where action = 'elections.vote'`,
  )) {
    voterOf.set(row.xmin, row.member_id);
  }
  const relations = await run<{ oid: number; name: string; qualified: string; blocks: number }>(
    `select c.oid::int as oid, c.relname as name, c.oid::regclass::text as qualified,
       (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as blocks
     from pg_class c where c.relkind in ('r', 't', 'm') and pg_relation_size(c.oid) > 0 order by c.oid`,
  );
  const links: Tuple[] = [];
  for (const relation of relations) {
    if (WHO_VOTED.includes(relation.name)) continue;
    for (let block = 0; block < relation.blocks; block++) {
      const tuples = await run<{ xmin: string | null; xmax: string | null; columns: Uint8Array[] | null }>(
        `select t_xmin::text as xmin, t_xmax::text as xmax,
           case when t_data is not null
             then tuple_data_split($1::oid, t_data, t_infomask, t_infomask2, t_bits) end as columns
         from heap_page_items(get_raw_page($2, $3))`,
        [relation.oid, relation.qualified, block],
      );
      for (const tuple of tuples) {
        if (!voterOf.has(tuple.xmin ?? '') && !voterOf.has(tuple.xmax ?? '')) continue;
        links.push({
          relation: relation.name,
          xmin: tuple.xmin ?? '',
          xmax: tuple.xmax ?? '',
          columns: (tuple.columns ?? []).map((column) => (column ? Buffer.from(column).toString('hex') : null)),
        });
      }
    }
  }
  const ballots = await run<{ id: string }>('select id::text as id from election_ballots');
  return { voterOf, links, ballotIds: ballots.map((row) => row.id) };
}

/** Reads the files as they are now: their pages, and which of them hold any of the ids. */
async function readFiles(name: string, ids?: readonly string[]): Promise<Reading & { holding: string[] }> {
  const files = await filesNow(name);
  try {
    const reading = await readPages(files);
    return { ...reading, holding: filesHolding(files.dir, ids ?? reading.ballotIds) };
  } finally {
    await files.done();
  }
}

/** The files (every one, pg_wal's segments included) that hold any of the ids, as raw bytes or text. */
function filesHolding(dir: string, ids: readonly string[]): string[] {
  const needles = ids.flatMap((id) => [Buffer.from(id.replaceAll('-', ''), 'hex'), Buffer.from(id)]);
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (needles.some((needle) => bytes.includes(needle))) found.push(path.relative(dir, file));
  }
  return found;
}

/** The race and the choice of a ballot's row version. */
function ballotOf(tuple: Tuple): { race: number; candidate: number } {
  const [, race, candidate] = tuple.columns.map((column) => Buffer.from(column ?? '', 'hex').readInt32LE(0));
  return { race: race as number, candidate: candidate as number };
}

/** A Treasurer's race voted in as before ballots were sealed: each voter's transaction rewrote every count. */
async function voteAsBeforeSealing(): Promise<void> {
  const [old] = await db()
    .insert(elections)
    .values({
      title: 'Before sealing',
      nominationsOpenAt: new Date('2026-10-01T17:00:00Z'),
      nominationsCloseAt: new Date('2026-10-08T17:00:00Z'),
      votingOpenAt: new Date('2026-10-10T17:00:00Z'),
      votingCloseAt: new Date('2026-10-12T17:00:00Z'),
    })
    .returning({ id: elections.id });
  const [race] = await db()
    .insert(electionRaces)
    .values({ electionId: old!.id, position: 'Treasurer' })
    .returning({ id: electionRaces.id });
  const raceId = race!.id;
  await db()
    .insert(electionCandidates)
    .values([
      { raceId, memberId: 7001 },
      { raceId, memberId: 7002 },
    ]);
  for (const [i, voter] of VOTERS.entries()) {
    const choice = [7001, 7002][i % 2] as number;
    await db().transaction(async (tx) => {
      await tx.insert(electionVoters).values({ raceId, memberId: voter });
      await tx
        .insert(auditLog)
        .values({ actorId: voter, action: 'elections.vote', details: { positions: ['Treasurer'] } });
      await tx
        .update(electionCandidates)
        .set({
          votes: sql`${electionCandidates.votes} + (case when ${electionCandidates.memberId} = ${choice} then 1 else 0 end)`,
        })
        .where(eq(electionCandidates.raceId, raceId));
    });
  }
}

/** The server's timer, as it runs at start and every minute, with its clock at `instant`. */
const serverTick = (instant: Date) => atInstant(instant, () => sealBallotsWhenVotingCloses()());

/**
 * Runs `work` while another connection holds a snapshot taken before it, as any request under way in the pool may
 * (PostgreSQL only: the embedded database serves one connection, which a held transaction would block).
 */
async function underAnOpenSnapshot<T>(work: () => Promise<T>): Promise<T> {
  if (!onPostgres) return work();
  const second = await openSecondConnection();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken = () => {};
  const holding = new Promise<void>((resolve) => (taken = resolve));
  const holder = second.db.transaction(
    async (tx) => {
      await tx.execute(sql`select 1`);
      taken();
      await released;
    },
    { isolationLevel: 'repeatable read' },
  );
  try {
    await holding;
    return await work();
  } finally {
    release();
    await holder;
    await second.close();
  }
}

const countsOf = (detail: Awaited<ReturnType<typeof electionDetail>>) =>
  detail?.races.map((race) => race.result?.counts.map((c) => [c.memberId, c.votes]));

/** The counts as cast below: Regent 4 and 2, Scribe 5. */
const COUNTS = [
  [
    [7001, 4],
    [7002, 2],
  ],
  [[7003, 5]],
];

describe('the database files of an election held before ballots were sealed', () => {
  it('link no voter to a choice once the server has started', async () => {
    await voteAsBeforeSealing();
    const before = await readFiles('before-sealing', []);
    // Each voter's transaction left a version of every count of the race, one higher for their choice.
    expect(before.links.length).toBeGreaterThanOrEqual(VOTERS.length * 2);
    expect(new Set(before.links.map((tuple) => tuple.relation))).toEqual(new Set(['election_candidates']));
    await serverTick(VOTING);
    const started = await readFiles('after-start', []);
    expect(started.links).toEqual([]);
  });
});

describe('the database files after a secret ballot', () => {
  let during: Reading & { holding: string[] };

  beforeAll(async () => {
    const { electionId, regent, scribe } = election;
    for (const [i, voter] of VOTERS.entries()) {
      // Different choices for Regent; one voter leaves the Scribe blank.
      const choices = i === 3 ? { [regent]: 7001 } : { [regent]: [7001, 7002][i % 2] as number, [scribe]: 7003 };
      await vote(voter, electionId, choices);
      cast.set(voter, choices);
    }
  });

  it('link each voter to their choice while voting is open', async () => {
    during = await readFiles('during-voting');
    // Every ballot row was written by its voter's transaction: the files give every choice away.
    const recovered = new Map<number, Record<number, number>>();
    for (const tuple of during.links) {
      expect(tuple.relation).toBe('election_ballots');
      const { race, candidate } = ballotOf(tuple);
      const voter = during.voterOf.get(tuple.xmin) as number;
      recovered.set(voter, { ...recovered.get(voter), [race]: candidate });
    }
    expect(recovered).toEqual(cast);
    expect(during.ballotIds).toHaveLength(11);
    expect(during.holding.length).toBeGreaterThan(0);
  });

  it('hold no ballot of a sealed race when another race fails to seal, whose results still show', async () => {
    const { electionId, regent, scribe } = election;
    const regentBallots = await queryRows<{ id: string }>(
      sql`select id::text as id from election_ballots where race_id = ${regent}`,
    );
    const stop = await injectFailure('election_ballots', 'delete', `old.race_id = ${scribe}`);
    try {
      // The officers' first read seals the Regent, fails on the Scribe, and shows both races' counts.
      expect(countsOf(await electionDetail(electionId, CLOSED, 'closed'))).toEqual(COUNTS);
      await serverTick(CLOSED);
    } finally {
      await stop();
    }
    const partly = await readFiles(
      'partly-sealed',
      regentBallots.map((row) => row.id),
    );
    expect(partly.holding).toEqual([]);
    // The Scribe's ballots wait, each still written by its voter's transaction, for its sealing.
    expect(partly.links.map((tuple) => ballotOf(tuple).race)).toEqual(Array(5).fill(scribe));
  });

  it('link no voter to a choice once the race is sealed, in any relation, dead row versions or file', async () => {
    // The officers' first read of the results, after voting closes, seals the Scribe, while another connection
    // holds a snapshot that still sees its ballots: their files are rewritten once that snapshot has ended.
    const detail = await underAnOpenSnapshot(() => electionDetail(election.electionId, CLOSED, 'closed'));
    expect(countsOf(detail)).toEqual(COUNTS);
    const seen = await readFiles('sealed-while-seen', during.ballotIds);
    expect({ onPostgres, waiting: seen.links.length > 0 }).toEqual({ onPostgres, waiting: onPostgres });
    await serverTick(CLOSED);
    const sealed = await readFiles('after-sealing', during.ballotIds);
    // The voters of both elections.
    expect(sealed.voterOf.size).toBe(VOTERS.length * 2);
    expect(sealed.links).toEqual([]);
    expect(sealed.ballotIds).toEqual([]);
    expect(sealed.holding).toEqual([]);
  });
});
