/**
 * The officers' changes to an election: create and edit it (until voting opens), publish its results, and start a
 * runoff or a new vote (applying the results: apply-results.server.ts). Each runs in one transaction with an audit
 * row that never names a choice.
 */
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { electionCandidates, electionRaces, elections } from '../../../db/schema';
import { nominationCount } from './election-reads.server';
import { tellResultsPublished } from './election-notices.server';
import { recordAudit } from '../../shared/db/audit.server';
import { now } from '../../shared/time/clock.server';
import { MIN_PERIOD_MS, safeguardErrors, startsInThePast } from './election-safeguards';
import { raceVotingClosed } from './election-phase';
import { activeCount, lockElection, type Election } from './election-change.server';
import type { ElectionInput } from './election-input';
import { ELECTION_MESSAGES } from './messages';
import { runoffAllowed } from './race-result';
import { resultOf } from './race-counts.server';
import type { Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';

const fields = ({ positions: _positions, ...input }: ElectionInput) => input;

/** Refuses the form on the fields that break a safeguard (election-safeguards.ts), writing nothing. */
function refuseUnsafe(errors: Record<string, string>) {
  if (Object.keys(errors).length > 0) refuse(400, ELECTION_MESSAGES.safeguardsRefused, { errors });
}

/** While applied results wait for a second officer, nothing may change what they would seat. */
export function refuseWhilePending(election: Election) {
  if (election.applyStartsOn) refuse(409, ELECTION_MESSAGES.awaitingConfirmation);
}

export async function createElection(actorId: number, input: ElectionInput): Promise<{ id: number; message: string }> {
  return inTransaction(async (tx) => {
    refuseUnsafe(safeguardErrors(input, now()));
    const [election] = await tx
      .insert(elections)
      .values({ ...fields(input), createdBy: actorId })
      .returning({ id: elections.id });
    const id = (election as { id: number }).id;
    await tx.insert(electionRaces).values(input.positions.map((position) => ({ electionId: id, position })));
    await recordAudit(tx, actorId, 'elections.create', {
      electionId: id,
      title: input.title,
      positions: input.positions,
    });
    return { id, message: ELECTION_MESSAGES.created(input.title) };
  });
}

/** Until voting opens: its title, periods, quorum and positions (a position taken out goes with its nominations). */
export async function editElection(actorId: number, electionId: number, input: ElectionInput): Promise<string> {
  return inTransaction(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (now() >= election.votingOpenAt || election.resultsPublishedAt) {
      refuse(409, ELECTION_MESSAGES.editAfterVotingOpened);
    }
    refuseUnsafe(safeguardErrors(input, now(), election));
    await tx.update(elections).set(fields(input)).where(eq(elections.id, electionId));
    const removed = await tx
      .delete(electionRaces)
      .where(and(eq(electionRaces.electionId, electionId), notInArray(electionRaces.position, input.positions)))
      .returning({ position: electionRaces.position });
    const kept = await tx
      .select({ position: electionRaces.position })
      .from(electionRaces)
      .where(eq(electionRaces.electionId, electionId));
    const added = input.positions.filter((p) => !kept.some((race) => race.position === p));
    if (added.length) await tx.insert(electionRaces).values(added.map((position) => ({ electionId, position })));
    await recordAudit(tx, actorId, 'elections.edit', {
      electionId,
      title: input.title,
      added,
      removed: removed.map((race) => race.position),
    });
    return ELECTION_MESSAGES.edited(input.title);
  });
}

/**
 * Until voting opens, an election made by mistake goes, with its positions and nominations (the tables cascade);
 * the audit row keeps its title, positions and how many nominations went with it.
 */
export async function deleteElection(actorId: number, electionId: number): Promise<string> {
  return inTransaction(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (now() >= election.votingOpenAt || election.resultsPublishedAt) {
      refuse(409, ELECTION_MESSAGES.deleteAfterVotingOpened);
    }
    const races = await tx
      .select({ position: electionRaces.position })
      .from(electionRaces)
      .where(eq(electionRaces.electionId, electionId));
    const nominations = await nominationCount(tx, electionId);
    await tx.delete(elections).where(eq(elections.id, electionId));
    await recordAudit(tx, actorId, 'elections.delete', {
      electionId,
      title: election.title,
      positions: races.map((race) => race.position),
      nominations,
    });
    return ELECTION_MESSAGES.deleted(election.title);
  });
}

/** The latest round of each position: what members vote on now, or what decides the position. */
export async function latestRaces(tx: Tx, electionId: number) {
  const races = await tx
    .select()
    .from(electionRaces)
    .where(eq(electionRaces.electionId, electionId))
    .orderBy(desc(electionRaces.round), asc(electionRaces.id));
  return races.filter((race, i) => races.findIndex((r) => r.position === race.position) === i);
}

/**
 * Fixes the eligible voters (the active members now) of every race whose voting has closed and makes its results
 * visible to members. Runs again after a runoff closes, for the runoff's results.
 */
export async function publishResults(actorId: number, electionId: number): Promise<string> {
  return inTransaction(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (election.appliedAt) refuse(409, ELECTION_MESSAGES.alreadyApplied);
    refuseWhilePending(election);
    const instant = now();
    const races = await latestRaces(tx, electionId);
    const ready = races.filter((race) => race.eligibleVoters === null && raceVotingClosed(election, race, instant));
    if (ready.length === 0) {
      const stillVoting = races.some((race) => !raceVotingClosed(election, race, instant));
      refuse(409, stillVoting ? ELECTION_MESSAGES.publishBeforeClose : ELECTION_MESSAGES.nothingToPublish);
    }
    const eligible = await activeCount(tx);
    await tx
      .update(electionRaces)
      .set({ eligibleVoters: eligible })
      .where(
        inArray(
          electionRaces.id,
          ready.map((race) => race.id),
        ),
      );
    if (!election.resultsPublishedAt) {
      await tx.update(elections).set({ resultsPublishedAt: instant }).where(eq(elections.id, electionId));
    }
    await recordAudit(tx, actorId, 'elections.publish', {
      electionId,
      races: ready.map((race) => ({ position: race.position, round: race.round })),
      eligibleVoters: eligible,
    });
    await tellResultsPublished(tx, election);
    return ELECTION_MESSAGES.published(election.title);
  });
}

export interface Runoff {
  raceId: number;
  /** The two who meet in a runoff; none for the same vote again among every candidate. */
  pair?: [number, number];
  votingOpenAt: Date;
  votingCloseAt: Date;
}

/**
 * A new round for a published race without a winner, in a voting period of its own: a runoff between the top two
 * (or two of the tied), given as `pair`; without a pair, the same vote again among every candidate of the round,
 * for a round that missed its quorum.
 */
export async function startRunoff(
  actorId: number,
  electionId: number,
  runoff: Runoff,
): Promise<{ id: number; message: string }> {
  return inTransaction(async (tx) => {
    const [race] = await tx.select().from(electionRaces).where(eq(electionRaces.id, runoff.raceId));
    // A race of another election than the page's is as unknown here as a race that does not exist.
    if (race?.electionId !== electionId) refuse(404, ELECTION_MESSAGES.runoffNotAllowed);
    const election = await lockElection(tx, race.electionId);
    if (election.appliedAt) refuse(409, ELECTION_MESSAGES.runoffAfterApply);
    refuseWhilePending(election);
    // Read again under the lock: publishing or another runoff may have changed it since.
    const latest = (await latestRaces(tx, election.id)).find((r) => r.position === race.position);
    if (latest?.id !== race.id || latest.eligibleVoters === null) refuse(409, ELECTION_MESSAGES.runoffNotAllowed);
    const result = await resultOf(tx, latest, election, latest.eligibleVoters);
    const candidates = runoff.pair ?? result.counts.map((count) => count.memberId);
    const allowed = runoff.pair ? runoffAllowed(result.outcome, runoff.pair) : result.outcome.kind === 'no-quorum';
    if (!allowed) refuse(409, ELECTION_MESSAGES.runoffNotAllowed);
    if (
      startsInThePast(runoff.votingOpenAt, now()) ||
      runoff.votingCloseAt.getTime() - runoff.votingOpenAt.getTime() < MIN_PERIOD_MS
    ) {
      refuse(400, ELECTION_MESSAGES.runoffPeriod);
    }
    const [next] = await tx
      .insert(electionRaces)
      .values({
        electionId: election.id,
        position: race.position,
        round: race.round + 1,
        votingOpenAt: runoff.votingOpenAt,
        votingCloseAt: runoff.votingCloseAt,
      })
      .returning({ id: electionRaces.id });
    const nextId = (next as { id: number }).id;
    await tx.insert(electionCandidates).values(candidates.map((memberId) => ({ raceId: nextId, memberId })));
    await recordAudit(tx, actorId, 'elections.runoff', {
      electionId: election.id,
      position: race.position,
      round: race.round + 1,
      candidates,
    });
    return {
      id: nextId,
      message: runoff.pair
        ? ELECTION_MESSAGES.runoffStarted(race.position)
        : ELECTION_MESSAGES.rerunStarted(race.position),
    };
  });
}
