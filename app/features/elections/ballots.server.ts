/**
 * Casting a ballot, once per member and race, in one transaction: the voter's row and the ballot's row share
 * nothing but that transaction, which sealing erases when voting closes (docs/decisions/0014-*.md).
 */
import { and, eq } from 'drizzle-orm';
import { electionBallots, electionCandidates, electionRaces, electionVoters } from '../../../db/schema';
import { recordAudit } from '../../shared/db/audit.server';
import type { Tx } from '../../shared/db/db.server';
import { now } from '../../shared/time/clock.server';
import { raceVotingOpen } from './election-phase';
import { isActive, lockElection } from './election-change.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { ELECTION_MESSAGES } from './messages';

export interface Choice {
  raceId: number;
  candidateId: number;
}

export async function castBallot(voterId: number, electionId: number, choices: readonly Choice[]): Promise<string> {
  if (choices.length === 0) refuse(400, ELECTION_MESSAGES.emptyBallot);
  return inTransaction(async (tx) => {
    if (!(await isActive(tx, voterId))) refuse(403, ELECTION_MESSAGES.alumniCannotVote);
    // Shared with other ballots, exclusive of the officers' changes (publish, apply), which lock it for update.
    const election = await lockElection(tx, electionId, 'share');
    const instant = now();
    const positions: string[] = [];
    for (const choice of choices) {
      const [race] = await tx
        .select()
        .from(electionRaces)
        .where(and(eq(electionRaces.id, choice.raceId), eq(electionRaces.electionId, electionId)));
      if (!race) refuse(404, ELECTION_MESSAGES.raceGone);
      if (!raceVotingOpen(election, race, instant)) refuse(409, ELECTION_MESSAGES.votingClosed(race.position));
      await storeBallot(tx, voterId, race, choice.candidateId);
      positions.push(race.position);
    }
    // Who voted in which races, as election_voters already holds; never the choice.
    await recordAudit(tx, voterId, 'elections.vote', { electionId, positions });
    return ELECTION_MESSAGES.voted;
  });
}

async function storeBallot(tx: Tx, voterId: number, race: { id: number; position: string }, candidateId: number) {
  const [candidate] = await tx
    .select({ memberId: electionCandidates.memberId })
    .from(electionCandidates)
    .where(and(eq(electionCandidates.raceId, race.id), eq(electionCandidates.memberId, candidateId)));
  if (!candidate) refuse(400, ELECTION_MESSAGES.notACandidate(race.position));
  // A second ballot of the same member, even one sent at the same moment, meets the first's row and counts nothing.
  const voter = await tx
    .insert(electionVoters)
    .values({ raceId: race.id, memberId: voterId })
    .onConflictDoNothing()
    .returning({ raceId: electionVoters.raceId });
  if (voter.length === 0) refuse(409, ELECTION_MESSAGES.alreadyVoted(race.position));
  // The ballot alone, no count: a count rewritten per ballot would leave a version of itself per voter.
  await tx.insert(electionBallots).values({ raceId: race.id, candidateId });
}
