/**
 * A race's candidates with their counts and names, and its result. Before the race's voting closes the pages read
 * the candidates' names alone from it and drop the counts (election-reads.server.ts): no count leaves the server.
 * A count is the sealed total plus the ballots not sealed yet, so it is right before and after the race is sealed.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { electionBallots, electionCandidates, members } from '../../../db/schema';
import type { Db, Tx } from '../../shared/db/db.server';
import { fullName } from '../../shared/members/full-name';
import { quorumOf } from './election-safeguards';
import { raceResult, type Count, type RaceResult } from './race-result';

export async function raceCounts(handle: Tx | Db, raceId: number): Promise<Count[]> {
  const rows = await handle
    .select({
      memberId: electionCandidates.memberId,
      votes: sql<number>`${electionCandidates.votes} + (select count(*)::int from ${electionBallots}
        where ${electionBallots.raceId} = ${electionCandidates.raceId}
          and ${electionBallots.candidateId} = ${electionCandidates.memberId})`,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(electionCandidates)
    .innerJoin(members, eq(members.id, electionCandidates.memberId))
    .where(eq(electionCandidates.raceId, raceId))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return rows.map((row) => ({ memberId: row.memberId, votes: row.votes, name: fullName(row) }));
}

/**
 * A closed race's result, against the eligible voters fixed at publishing (or, before that, the active members now)
 * and the election's quorum, never below the floor.
 */
export async function resultOf(
  handle: Tx | Db,
  race: { id: number; eligibleVoters: number | null },
  election: { quorumNumerator: number; quorumDenominator: number },
  activeNow: number,
): Promise<RaceResult> {
  return raceResult(await raceCounts(handle, race.id), race.eligibleVoters ?? activeNow, quorumOf(election));
}
