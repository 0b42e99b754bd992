/**
 * Ballot secrecy in the database's own files: what a copy of the embedded database's folder reveals, read as a
 * reviewer would, every raw page of every relation (dead row versions and the ids of the transactions that wrote
 * them included, through the pageinspect extension) and every byte of every file (the write-ahead log included).
 * A copy taken while voting is open links each voter to their choice; once the race is sealed, nothing does.
 * This test opens an embedded database in a folder of its own, whichever database the other tests use.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../shared/db/db.server';
import { pgliteExtensions } from '../../shared/db/pglite-extensions.server';
import { electionDetail } from './election-reads.server';
import { CLOSED, createSecretBallotElection, vote, VOTERS, type SecretBallotElection } from './secret-ballot-fixture';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ballot-files-'));
const dataDir = path.join(scratch, 'data');
let election: SecretBallotElection;
/** Each voter's choice per race, as cast. */
const cast = new Map<number, Record<number, number>>();

beforeAll(async () => {
  await closeDatabase();
  await openDatabase({ kind: 'pglite', dataDir });
  election = await createSecretBallotElection();
  const { electionId, regent, scribe } = election;
  for (const [i, voter] of VOTERS.entries()) {
    // Different choices for Regent; one voter leaves the Scribe blank.
    const choices = i === 3 ? { [regent]: 7001 } : { [regent]: [7001, 7002][i % 2] as number, [scribe]: 7003 };
    await vote(voter, electionId, choices);
    cast.set(voter, choices);
  }
});

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A copy of the data folder as it is on disk now, while the site keeps it open. */
function copyFolder(name: string): string {
  const copy = path.join(scratch, name);
  fs.cpSync(dataDir, copy, { recursive: true });
  return copy;
}

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

/** Opens a copy with pageinspect and reads every page of every relation, live and dead row versions alike. */
async function readCopy(copy: string): Promise<Reading> {
  const pg = await PGlite.create({ dataDir: copy, extensions: { ...pgliteExtensions, pageinspect } });
  try {
    await pg.exec('create extension if not exists pageinspect');
    const voterOf = new Map<string, number>();
    const voters = await pg.query<{ xmin: string; member_id: number }>(
      'select xmin::text as xmin, member_id from election_voters',
    );
    for (const row of voters.rows) voterOf.set(row.xmin, row.member_id);
    const audits = await pg.query<{ xmin: string; member_id: number }>(
      `select xmin::text as xmin, actor_id as member_id from audit_log where action = 'elections.vote'`,
    );
    for (const row of audits.rows) voterOf.set(row.xmin, row.member_id);
    const relations = await pg.query<{ oid: number; name: string; qualified: string; blocks: number }>(
      `select c.oid::int as oid, c.relname as name, c.oid::regclass::text as qualified,
         (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as blocks
       from pg_class c where c.relkind in ('r', 't', 'm') and pg_relation_size(c.oid) > 0 order by c.oid`,
    );
    const links: Tuple[] = [];
    for (const relation of relations.rows) {
      if (WHO_VOTED.includes(relation.name)) continue;
      for (let block = 0; block < relation.blocks; block++) {
        const tuples = await pg.query<{ xmin: string | null; xmax: string | null; columns: Uint8Array[] | null }>(
          `select t_xmin::text as xmin, t_xmax::text as xmax,
             case when t_data is not null
               then tuple_data_split($1::oid, t_data, t_infomask, t_infomask2, t_bits) end as columns
           from heap_page_items(get_raw_page($2, $3))`,
          [relation.oid, relation.qualified, block],
        );
        for (const tuple of tuples.rows) {
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
    const ballots = await pg.query<{ id: string }>('select id::text as id from election_ballots');
    const ballotIds = ballots.rows.map((row) => row.id);
    return { voterOf, links, ballotIds };
  } finally {
    await pg.close();
  }
}

/** The files of a copy (every one, pg_wal's segments included) that hold any of the ids, as raw bytes or text. */
function filesHolding(copy: string, ids: readonly string[]): string[] {
  const needles = ids.flatMap((id) => [Buffer.from(id.replaceAll('-', ''), 'hex'), Buffer.from(id)]);
  const found: string[] = [];
  for (const entry of fs.readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (needles.some((needle) => bytes.includes(needle))) found.push(path.relative(copy, file));
  }
  return found;
}

describe('the database files after a secret ballot', () => {
  let during: Reading;
  let duringCopy: string;

  it('link each voter to their choice in a copy taken while voting is open', async () => {
    duringCopy = copyFolder('during-voting');
    during = await readCopy(duringCopy);
    // Every ballot row was written by its voter's transaction: the copy gives every choice away.
    const recovered = new Map<number, Record<number, number>>();
    for (const tuple of during.links) {
      expect(tuple.relation).toBe('election_ballots');
      const [, race, candidate] = tuple.columns.map((column) => Buffer.from(column ?? '', 'hex').readInt32LE(0));
      const voter = during.voterOf.get(tuple.xmin) as number;
      recovered.set(voter, { ...recovered.get(voter), [race as number]: candidate as number });
    }
    expect(recovered).toEqual(cast);
    expect(during.ballotIds).toHaveLength(11);
    expect(filesHolding(duringCopy, during.ballotIds).length).toBeGreaterThan(0);
  });

  it('link no voter to a choice once the race is sealed, in any relation, dead row versions or file', async () => {
    // The officers' first read of the results, after voting closes, seals the races.
    const detail = await electionDetail(election.electionId, CLOSED, 'closed');
    const counts = detail?.races.map((race) => race.result?.counts.map((c) => [c.memberId, c.votes]));
    expect(counts).toEqual([
      [
        [7001, 4],
        [7002, 2],
      ],
      [[7003, 5]],
    ]);
    const sealedCopy = copyFolder('after-sealing');
    const sealed = await readCopy(sealedCopy);
    expect(sealed.voterOf.size).toBe(VOTERS.length);
    expect(sealed.links).toEqual([]);
    expect(sealed.ballotIds).toEqual([]);
    expect(filesHolding(sealedCopy, during.ballotIds)).toEqual([]);
  });
});
