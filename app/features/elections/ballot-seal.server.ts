/**
 * Sealing a race once its voting has closed: its ballots are added to the candidates' counts and deleted, and the
 * ballots table's files are rewritten so that no copy of the database folder taken afterwards holds a ballot, or the
 * id of the transaction that wrote it (the voter's). docs/decisions/0014-ballots-sealed-when-voting-closes.md.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { electionBallots, electionCandidates, electionRaces, elections } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { isDatabaseUnavailable } from '../../shared/db/database-outage';
import { logDatabaseFailure } from '../../shared/db/database-outage.server';
import { now } from '../../shared/runtime/clock.server';
import { logger } from '../../shared/runtime/logger.server';
import { raceVotingClosed } from './election-phase';
import { lockElection } from './election-change.server';
import { bareOutage, sqlState } from './sql-state';

/** How often the server looks for races whose voting has closed. */
const SEAL_EVERY_MS = 60_000;

/** Whether sealed ballots may still be in the files: after a sealing, and at start (a stopped server's sealing). */
let scrubPending = true;

/**
 * Seals every race (of one election, when given) whose voting has closed at `instant` and that still holds ballots,
 * then rewrites the ballots' files when any was sealed. Safe to run at any time and from several processes at once.
 */
export async function sealClosedRaces(instant: Date, electionId?: number): Promise<void> {
  const waiting = await db()
    .selectDistinct({ race: electionRaces, election: elections })
    .from(electionBallots)
    .innerJoin(electionRaces, eq(electionRaces.id, electionBallots.raceId))
    .innerJoin(elections, eq(elections.id, electionRaces.electionId))
    .where(electionId === undefined ? undefined : eq(elections.id, electionId));
  let sealed = 0;
  for (const { race, election } of waiting) {
    if (raceVotingClosed(election, race, instant)) sealed += await sealRace(election.id, race.id, instant);
  }
  if (sealed > 0) {
    scrubPending = true;
    await scrubBallotFiles();
  }
}

/** Adds a closed race's ballots to its counts and deletes them, in one transaction; answers how many it sealed. */
async function sealRace(electionId: number, raceId: number, instant: Date): Promise<number> {
  return db().transaction(async (tx) => {
    // Exclusive of the ballots being cast in the election (which lock it for share): none is added meanwhile.
    const election = await lockElection(tx, electionId);
    const [race] = await tx.select().from(electionRaces).where(eq(electionRaces.id, raceId));
    if (!race || !raceVotingClosed(election, race, instant)) return 0;
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
    logger.info({ raceId, ballots: sealed }, 'sealed a race whose voting has closed');
    return sealed;
  });
}

/**
 * Leaves no sealed ballot in the database's files: VACUUM FULL writes the ballots table (and its index) anew and
 * empties the old files, which hold the deleted rows and the ids of the transactions that wrote them; switching to a
 * new write-ahead log segment and a checkpoint then let the database remove the segments that recorded the ballots
 * (the embedded database runs with wal_recycle off, so they are deleted, not kept under a new name). A PostgreSQL
 * server may refuse the last two to a role without the rights: the server's own checkpoints then remove them later.
 */
export async function scrubBallotFiles(): Promise<void> {
  await db().execute(sql`vacuum full election_ballots`);
  scrubPending = false;
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

/**
 * Seals the races whose voting has closed now and every minute from now on, first rewriting the files where a
 * sealing may have been left half done (by a stopped server, or a rewrite that failed). Answers the function that
 * stops it, once the sealing under way (if any) has finished.
 */
export function sealBallotsWhenVotingCloses(): () => Promise<void> {
  const seal = async () => {
    try {
      if (scrubPending) await scrubBallotFiles();
      await sealClosedRaces(now());
    } catch (error) {
      // Its SQLSTATE alone: a failed statement carries a race's tally. An outage is logged once, as pages log it.
      if (isDatabaseUnavailable(error))
        logDatabaseFailure(bareOutage(error, 'while sealing races'), 'database unavailable');
      else logger.error({ code: sqlState(error) }, 'sealing the closed races failed; trying again in a minute');
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
