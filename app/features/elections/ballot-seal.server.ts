/**
 * Sealing a race once its voting has closed: its ballots are added to the candidates' counts and deleted, and the
 * ballots table's files are rewritten so that no copy of the database folder taken afterwards holds a ballot, or the
 * id of the transaction that wrote it (the voter's). docs/decisions/0014-ballots-sealed-when-voting-closes.md.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { electionBallots, electionCandidates, electionRaces, elections } from '../../../db/schema';
import { db, queryRows } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { isDatabaseUnavailable } from '../../shared/db/database-outage';
import { logDatabaseFailure } from '../../shared/db/database-outage.server';
import { now } from '../../shared/time/clock.server';
import { logger } from '../../shared/runtime/logger.server';
import { raceVotingClosed } from './election-phase';
import { lockElection } from './election-change.server';
import { bareOutage } from './sql-state';
import { sqlState } from '../../shared/db/sql-state';

/** How often the server looks for races whose voting has closed. */
const SEAL_EVERY_MS = 60_000;

/**
 * What the files may still hold, as a transaction id every sealing left in them committed before; null when nothing.
 * 'start' until the first rewrite after the server starts (a stopped server's sealing, or counts rewritten by each
 * voter's transaction before ballots were sealed), which takes the next transaction id as the bound.
 */
let scrubBefore: bigint | 'start' | null = 'start';

/** Notes a committed sealing, whose deleted ballots stay in the files until the next rewrite. */
function sealedBy(transactionId: bigint): void {
  const before = transactionId + 1n;
  if (scrubBefore === null || (scrubBefore !== 'start' && scrubBefore < before)) scrubBefore = before;
}

/**
 * Seals every race (of one election, when given) whose voting has closed at `instant` and that still holds ballots,
 * then rewrites the files while a sealing may be left in them; throws the first race's failure once the others are
 * sealed. Safe to run at any time and from several processes at once.
 */
async function sealClosedRaces(instant: Date, electionId?: number): Promise<void> {
  const waiting = await db()
    .selectDistinct({ race: electionRaces, election: elections })
    .from(electionBallots)
    .innerJoin(electionRaces, eq(electionRaces.id, electionBallots.raceId))
    .innerJoin(elections, eq(elections.id, electionRaces.electionId))
    .where(electionId === undefined ? undefined : eq(elections.id, electionId));
  let failure: unknown = null;
  for (const { race, election } of waiting) {
    if (!raceVotingClosed(election, race, instant)) continue;
    // One race failing to seal neither holds the others back nor keeps their sealed ballots in the files.
    try {
      const sealedIn = await sealRace(election.id, race.id, instant);
      if (sealedIn !== null) sealedBy(sealedIn);
    } catch (error) {
      failure ??= error;
    }
  }
  if (scrubBefore !== null) await scrubBallotFiles();
  if (failure !== null) throw failure;
}

/**
 * Seals the election's closed races before its results are read; a sealing that fails is logged and leaves the page
 * readable, its counts including the ballots not sealed yet. An outage is thrown, for the page's 503.
 */
export async function sealBeforeReading(instant: Date, electionId: number): Promise<void> {
  try {
    await sealClosedRaces(instant, electionId);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw bareOutage(error, 'while sealing races');
    logSealingFailure(error);
  }
}

/** Its SQLSTATE alone: a failed statement carries a race's tally. */
function logSealingFailure(error: unknown): void {
  logger.error({ code: sqlState(error) }, 'sealing the closed races failed; trying again in a minute');
}

/**
 * Adds a closed race's ballots to its counts and deletes them, in one transaction; answers the id of that
 * transaction, or null when it found nothing to seal.
 */
async function sealRace(electionId: number, raceId: number, instant: Date): Promise<bigint | null> {
  return inTransaction(async (tx) => {
    // Exclusive of the ballots being cast in the election (which lock it for share): none is added meanwhile.
    const election = await lockElection(tx, electionId);
    const [race] = await tx.select().from(electionRaces).where(eq(electionRaces.id, raceId));
    if (!race || !raceVotingClosed(election, race, instant)) return null;
    const tally = await tx
      .select({ candidateId: electionBallots.candidateId, ballots: count() })
      .from(electionBallots)
      .where(eq(electionBallots.raceId, raceId))
      .groupBy(electionBallots.candidateId);
    // One write per candidate, by this transaction alone: the counts' row versions say nothing of any voter.
    for (const { candidateId, ballots } of tally) {
      const counted = await tx
        .update(electionCandidates)
        .set({ votes: sql`${electionCandidates.votes} + ${ballots}` })
        .where(and(eq(electionCandidates.raceId, raceId), eq(electionCandidates.memberId, candidateId)))
        .returning({ votes: electionCandidates.votes });
      if (counted.length !== 1) throw new Error(`A ballot of race ${raceId} names no candidate of the race.`);
    }
    await tx.delete(electionBallots).where(eq(electionBallots.raceId, raceId));
    const sealed = tally.reduce((sum, { ballots }) => sum + ballots, 0);
    if (sealed === 0) return null;
    const self = (await tx.execute(sql`select pg_current_xact_id()::text as id`)) as unknown as {
      rows: { id: string }[];
    };
    logger.info({ raceId, ballots: sealed }, 'sealed a race whose voting has closed');
    return BigInt(self.rows[0]!.id);
  });
}

/**
 * Leaves no sealed ballot in the database's files: VACUUM FULL rewrites the ballots and counts tables, whose old files
 * hold deleted ballots and the ids of their transactions; a WAL switch and a checkpoint then remove the segments that
 * recorded them (decision 0014). A role without the rights is refused those two: later checkpoints remove them.
 */
async function scrubBallotFiles(): Promise<void> {
  if (scrubBefore === 'start') scrubBefore = await nextTransactionId();
  const before = scrubBefore;
  if (before === null) return;
  // VACUUM FULL copies a deleted row that a snapshot still open may see, with its voter's transaction id: wait for it.
  if (await snapshotsBefore(before)) {
    logger.info('a database session still sees sealed ballots; rewriting their files in a minute');
    return;
  }
  // The live counts of an election held before ballots were sealed bear its last voter's transaction id: rewritten.
  await db().execute(sql`update election_candidates set votes = votes`);
  await db().execute(sql`vacuum full election_ballots, election_candidates`);
  // A sealing committed meanwhile is rewritten next time.
  if (scrubBefore === before) scrubBefore = null;
  try {
    await db().execute(sql`select pg_switch_wal()`);
    await db().execute(sql`checkpoint`);
  } catch (error) {
    logger.warn(
      { code: sqlState(error) },
      'the database refused to switch its write-ahead log or checkpoint: sealed ballots stay in its log until its own checkpoints remove it (grant the site pg_checkpoint and execute on pg_switch_wal)',
    );
  }
}

/** The id the database gives its next transaction: every transaction committed so far has a lower one. */
async function nextTransactionId(): Promise<bigint> {
  const [row] = await queryRows<{ id: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as id`);
  return BigInt(row!.id);
}

/**
 * Whether any other session of this database (a transaction, a snapshot, a prepared transaction or a replication
 * slot) began before transaction `before`: VACUUM keeps every row version it may still see. Sessions that begin
 * from now on cannot see what committed earlier as undeleted.
 */
async function snapshotsBefore(before: bigint): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(sql`
    select count(*)::int as n from (
      select backend_xmin as x from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()
      union all
      select backend_xid from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()
      union all
      select xmin from pg_replication_slots
      union all
      select transaction from pg_prepared_xacts where database = current_database()
    ) held
    where age(x) > age(${before.toString()}::xid8::xid)`);
  return (row?.n ?? 0) > 0;
}

/**
 * Seals the races whose voting has closed now and every minute from now on, first rewriting the files where a
 * sealing may have been left half done (by a stopped server, or a rewrite that failed). Answers the function that
 * stops it, once the sealing under way (if any) has finished.
 */
export function sealBallotsWhenVotingCloses(): () => Promise<void> {
  const seal = async () => {
    try {
      await scrubBallotFiles();
      await sealClosedRaces(now());
    } catch (error) {
      // An outage is logged once, as pages log it.
      if (isDatabaseUnavailable(error))
        logDatabaseFailure(bareOutage(error, 'while sealing races'), 'database unavailable');
      else logSealingFailure(error);
    }
  };
  // One at a time: a slow sealing delays the next rather than running beside it.
  let running = seal();
  const timer = setInterval(() => void (running = running.then(seal)), SEAL_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
