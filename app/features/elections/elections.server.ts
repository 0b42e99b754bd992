/**
 * The officers' changes to an election: create and edit it (until voting opens), publish its results, start a
 * runoff, and apply the results as the next board's terms. Each runs in one transaction with an audit row that never
 * names a choice.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { electionCandidates, electionRaces, elections } from '../../../db/schema';
import { nominationCount } from './election-reads.server';
import { recordAudit } from '../../shared/db/audit.server';
import { now } from '../../shared/runtime/clock.server';
import { assignPositions } from '../officer-terms/index.server';
import { dayText } from '../officer-terms/index';
import { raceVotingClosed } from './election-phase';
import {
  activeCount,
  change,
  done,
  refusal,
  lockElection,
  Refused,
  type Election,
  type ElectionChange,
} from './election-change.server';
import type { ElectionInput } from './election-input';
import { ELECTION_MESSAGES } from './messages';
import { runoffAllowed, winnerOf, type Count } from './race-result';
import { passedOverWhy } from './apply-preview';
import { winnerStandings } from './winner-standing.server';
import { resultOf } from './race-counts.server';
import { db, type Tx } from '../../shared/db/db.server';

const fields = ({ positions: _positions, ...input }: ElectionInput) => input;

export async function createElection(actorId: number, input: ElectionInput): Promise<ElectionChange> {
  return change(async (tx) => {
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
    return done(ELECTION_MESSAGES.created(input.title), id);
  });
}

/** Until voting opens: its title, periods, quorum and positions (a position taken out goes with its nominations). */
export async function editElection(actorId: number, electionId: number, input: ElectionInput): Promise<ElectionChange> {
  return change(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (now() >= election.votingOpenAt || election.resultsPublishedAt) {
      throw new Refused(409, ELECTION_MESSAGES.editAfterVotingOpened);
    }
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
    return done(ELECTION_MESSAGES.edited(input.title), electionId);
  });
}

/**
 * Until voting opens, an election made by mistake goes, with its positions and nominations (the tables cascade);
 * the audit row keeps its title, positions and how many nominations went with it.
 */
export async function deleteElection(actorId: number, electionId: number): Promise<ElectionChange> {
  return change(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (now() >= election.votingOpenAt || election.resultsPublishedAt) {
      throw new Refused(409, ELECTION_MESSAGES.deleteAfterVotingOpened);
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
    return done(ELECTION_MESSAGES.deleted(election.title));
  });
}

/** The latest round of each position: what members vote on now, or what decides the position. */
async function latestRaces(tx: Tx, electionId: number) {
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
export async function publishResults(actorId: number, electionId: number): Promise<ElectionChange> {
  return change(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.alreadyApplied);
    const instant = now();
    const races = await latestRaces(tx, electionId);
    const ready = races.filter((race) => race.eligibleVoters === null && raceVotingClosed(election, race, instant));
    if (ready.length === 0) {
      const stillVoting = races.some((race) => !raceVotingClosed(election, race, instant));
      throw new Refused(409, stillVoting ? ELECTION_MESSAGES.publishBeforeClose : ELECTION_MESSAGES.nothingToPublish);
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
    return done(ELECTION_MESSAGES.published(election.title));
  });
}

export interface Runoff {
  raceId: number;
  pair: [number, number];
  votingOpenAt: Date;
  votingCloseAt: Date;
}

/** A new round for a published race without a winner: the top two (or two of the tied), in a voting period of its own. */
export async function startRunoff(actorId: number, runoff: Runoff): Promise<ElectionChange> {
  return change(async (tx) => {
    const [race] = await tx.select().from(electionRaces).where(eq(electionRaces.id, runoff.raceId));
    if (!race) throw new Refused(404, ELECTION_MESSAGES.runoffNotAllowed);
    const election = await lockElection(tx, race.electionId);
    if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.runoffAfterApply);
    // Read again under the lock: publishing or another runoff may have changed it since.
    const latest = (await latestRaces(tx, election.id)).find((r) => r.position === race.position);
    if (latest?.id !== race.id || latest.eligibleVoters === null)
      throw new Refused(409, ELECTION_MESSAGES.runoffNotAllowed);
    const result = await resultOf(tx, latest, election, latest.eligibleVoters);
    if (!runoffAllowed(result.outcome, runoff.pair)) throw new Refused(409, ELECTION_MESSAGES.runoffNotAllowed);
    if (runoff.votingCloseAt <= now()) throw new Refused(400, ELECTION_MESSAGES.runoffPeriod);
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
    await tx.insert(electionCandidates).values(runoff.pair.map((memberId) => ({ raceId: nextId, memberId })));
    await recordAudit(tx, actorId, 'elections.runoff', {
      electionId: election.id,
      position: race.position,
      round: race.round + 1,
      candidates: runoff.pair,
    });
    return done(ELECTION_MESSAGES.runoffStarted(race.position), nextId);
  });
}

export interface AppliedPlan {
  winners: { memberId: number; position: string }[];
  /** Winners who cannot take their position from the first day, and why: their positions are assigned by hand. */
  passedOver: { memberId: number; position: string; why: string }[];
  open: string[];
}

/** Each position's latest round's winner, or null; refused while a latest round is not published. */
async function decidedRaces(tx: Tx, election: Election) {
  const decided: { position: string; winner: Count | null }[] = [];
  for (const race of await latestRaces(tx, election.id)) {
    if (race.eligibleVoters === null) throw new Refused(409, ELECTION_MESSAGES.runoffOpen(race.position));
    decided.push({
      position: race.position,
      winner: winnerOf(await resultOf(tx, race, election, race.eligibleVoters)),
    });
  }
  return decided;
}

/**
 * The terms that applying from `startsOn` would create (each position's latest round's winner), the winners passed
 * over (no longer active, or a term of theirs set to begin on or after that day) and the positions without a winner.
 */
async function applyPlan(tx: Tx, decided: Awaited<ReturnType<typeof decidedRaces>>, startsOn: string) {
  const winners = decided.flatMap(({ winner }) => (winner ? [winner] : []));
  const standings = await winnerStandings(
    tx,
    winners.map((winner) => winner.memberId),
    startsOn,
  );
  const plan: AppliedPlan = { winners: [], passedOver: [], open: [] };
  for (const { position, winner } of decided) {
    if (!winner) {
      plan.open.push(position);
      continue;
    }
    const why = passedOverWhy(
      { name: winner.name, position },
      standings.find((s) => s.memberId === winner.memberId),
      startsOn,
    );
    if (why) plan.passedOver.push({ memberId: winner.memberId, position, why });
    else plan.winners.push({ memberId: winner.memberId, position });
  }
  return plan;
}

/**
 * Creates the next board's terms from `startsOn`: every position with a winner in one transaction with the election
 * marked applied, through officer terms (which end the outgoing holders' terms the day before).
 */
export async function applyResults(actorId: number, electionId: number, startsOn: string): Promise<ElectionChange> {
  try {
    const { decided, plan } = await db().transaction(async (tx) => {
      const election = await lockElection(tx, electionId);
      if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.alreadyApplied);
      if (!election.resultsPublishedAt) throw new Refused(409, ELECTION_MESSAGES.applyBeforePublish);
      const decided = await decidedRaces(tx, election);
      return { decided, plan: await applyPlan(tx, decided, startsOn) };
    });
    if (plan.winners.length === 0) return refusal(new Refused(400, ELECTION_MESSAGES.noWinners));
    const assigned = await assignPositions(
      actorId,
      plan.winners.map((winner) => ({ ...winner, startsOn })),
      async (tx) => {
        // Decided again in the terms' own transaction, the election locked: a second officer applying at the same
        // moment, a runoff started or a result changed since the plan was read is refused rather than applied over.
        const election = await lockElection(tx, electionId);
        if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.alreadyApplied);
        if (!isDeepStrictEqual(await decidedRaces(tx, election), decided))
          throw new Refused(409, ELECTION_MESSAGES.resultsChanged);
        await tx.update(elections).set({ appliedAt: now() }).where(eq(elections.id, electionId));
        await recordAudit(tx, actorId, 'elections.apply', { electionId, startsOn, ...plan });
      },
    );
    if (!assigned.ok) return assigned;
    return done(ELECTION_MESSAGES.applied(plan.winners.length, dayText(startsOn), plan.open, plan.passedOver));
  } catch (error) {
    if (error instanceof Refused) return refusal(error);
    throw error;
  }
}
