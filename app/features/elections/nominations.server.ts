/**
 * Nominations: during the nomination period an active member nominates an active member for a position (once per
 * member and position); the nominee alone accepts, which puts them on the ballot, or declines, which takes them off,
 * until voting opens.
 */
import { and, eq, ne } from 'drizzle-orm';
import { electionCandidates, electionNominations, electionRaces, members } from '../../../db/schema';
import { recordAudit } from '../../shared/db/audit.server';
import { fullName } from '../../shared/members/full-name';
import { now } from '../../shared/time/clock.server';
import { electionPhase } from './election-phase';
import { isActive, lockElection } from './election-change.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { ELECTION_MESSAGES } from './messages';
import { tellNominee } from './election-notices.server';

export interface Nomination {
  electionId: number;
  position: string;
  nomineeId: number;
}

export async function nominate(nominatorId: number, nomination: Nomination): Promise<{ id: number; message: string }> {
  return inTransaction(async (tx) => {
    if (!(await isActive(tx, nominatorId))) refuse(403, ELECTION_MESSAGES.onlyActive);
    const election = await lockElection(tx, nomination.electionId, 'share');
    if (electionPhase(election, now()) !== 'nominations') refuse(409, ELECTION_MESSAGES.nominationsClosed);
    const [race] = await tx
      .select({ id: electionRaces.id })
      .from(electionRaces)
      .where(
        and(
          eq(electionRaces.electionId, election.id),
          eq(electionRaces.position, nomination.position),
          eq(electionRaces.round, 1),
        ),
      );
    if (!race) refuse(400, ELECTION_MESSAGES.positionNotInElection);
    if (!(await isActive(tx, nomination.nomineeId))) refuse(400, ELECTION_MESSAGES.nomineeNotActive);
    const [nominee] = await tx
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.id, nomination.nomineeId));
    const name = fullName(nominee as { firstName: string; lastName: string });
    const inserted = await tx
      .insert(electionNominations)
      .values({ raceId: race.id, nomineeId: nomination.nomineeId, nominatedBy: nominatorId })
      .onConflictDoNothing()
      .returning({ id: electionNominations.id });
    if (inserted.length === 0) refuse(409, ELECTION_MESSAGES.alreadyNominated(name, nomination.position));
    await recordAudit(tx, nominatorId, 'elections.nominate', {
      electionId: election.id,
      position: nomination.position,
      memberId: nomination.nomineeId,
    });
    // A member who nominated themself knows it.
    if (nominatorId !== nomination.nomineeId)
      await tellNominee(tx, nomination.nomineeId, nomination.position, election);
    return { id: (inserted[0] as { id: number }).id, message: ELECTION_MESSAGES.nominated(name, nomination.position) };
  });
}

/**
 * The nominee's answer. A member stands for one position per election (a member holds one position at a time), so
 * accepting a second nomination is refused until the first is declined.
 */
export async function decideNomination(
  memberId: number,
  nominationId: number,
  decision: 'accept' | 'decline',
): Promise<string> {
  return inTransaction(async (tx) => {
    const [found] = await tx
      .select({
        id: electionNominations.id,
        nomineeId: electionNominations.nomineeId,
        raceId: electionRaces.id,
        position: electionRaces.position,
        electionId: electionRaces.electionId,
      })
      .from(electionNominations)
      .innerJoin(electionRaces, eq(electionRaces.id, electionNominations.raceId))
      .where(eq(electionNominations.id, nominationId));
    if (!found) refuse(404, ELECTION_MESSAGES.nominationGone);
    if (found.nomineeId !== memberId) refuse(403, ELECTION_MESSAGES.notYourNomination);
    const election = await lockElection(tx, found.electionId, 'share');
    if (now() >= election.votingOpenAt || election.resultsPublishedAt || election.appliedAt) {
      refuse(409, ELECTION_MESSAGES.decideAfterVotingOpened);
    }
    if (decision === 'accept') {
      // Locked for update: a second acceptance of the same member's, sent at the same moment, waits for this one
      // and then sees it, so a member never stands for two positions.
      if (!(await isActive(tx, memberId, 'update'))) refuse(403, ELECTION_MESSAGES.onlyActive);
      const [other] = await tx
        .select({ position: electionRaces.position })
        .from(electionCandidates)
        .innerJoin(electionRaces, eq(electionRaces.id, electionCandidates.raceId))
        .where(
          and(
            eq(electionRaces.electionId, election.id),
            eq(electionCandidates.memberId, memberId),
            ne(electionRaces.id, found.raceId),
          ),
        );
      if (other) refuse(409, ELECTION_MESSAGES.standsElsewhere(other.position));
      await tx.insert(electionCandidates).values({ raceId: found.raceId, memberId }).onConflictDoNothing();
    } else {
      await tx
        .delete(electionCandidates)
        .where(and(eq(electionCandidates.raceId, found.raceId), eq(electionCandidates.memberId, memberId)));
    }
    await tx
      .update(electionNominations)
      .set({ status: decision === 'accept' ? 'accepted' : 'declined', decidedAt: now() })
      .where(eq(electionNominations.id, nominationId));
    await recordAudit(tx, memberId, `elections.${decision}`, {
      electionId: election.id,
      position: found.position,
      memberId,
    });
    return decision === 'accept'
      ? ELECTION_MESSAGES.accepted(found.position)
      : ELECTION_MESSAGES.declined(found.position);
  });
}
