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
import { chapterDay } from '../../shared/text/chapter-day';
import { givesATool, MIN_PERIOD_MS, safeguardErrors, startsInThePast } from './election-safeguards';
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

/** Refuses the form on the fields that break a safeguard (election-safeguards.ts), writing nothing. */
function refuseUnsafe(errors: Record<string, string>) {
  if (Object.keys(errors).length > 0) throw new Refused(400, ELECTION_MESSAGES.safeguardsRefused, errors);
}

/** While applied results wait for a second officer, nothing may change what they would seat. */
function refuseWhilePending(election: Election) {
  if (election.applyStartsOn) throw new Refused(409, ELECTION_MESSAGES.awaitingConfirmation);
}

export async function createElection(actorId: number, input: ElectionInput): Promise<ElectionChange> {
  return change(async (tx) => {
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
    refuseWhilePending(election);
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
export async function startRunoff(actorId: number, runoff: Runoff): Promise<ElectionChange> {
  return change(async (tx) => {
    const [race] = await tx.select().from(electionRaces).where(eq(electionRaces.id, runoff.raceId));
    if (!race) throw new Refused(404, ELECTION_MESSAGES.runoffNotAllowed);
    const election = await lockElection(tx, race.electionId);
    if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.runoffAfterApply);
    refuseWhilePending(election);
    // Read again under the lock: publishing or another runoff may have changed it since.
    const latest = (await latestRaces(tx, election.id)).find((r) => r.position === race.position);
    if (latest?.id !== race.id || latest.eligibleVoters === null)
      throw new Refused(409, ELECTION_MESSAGES.runoffNotAllowed);
    const result = await resultOf(tx, latest, election, latest.eligibleVoters);
    const candidates = runoff.pair ?? result.counts.map((count) => count.memberId);
    const allowed = runoff.pair ? runoffAllowed(result.outcome, runoff.pair) : result.outcome.kind === 'no-quorum';
    if (!allowed) throw new Refused(409, ELECTION_MESSAGES.runoffNotAllowed);
    if (
      startsInThePast(runoff.votingOpenAt, now()) ||
      runoff.votingCloseAt.getTime() - runoff.votingOpenAt.getTime() < MIN_PERIOD_MS
    ) {
      throw new Refused(400, ELECTION_MESSAGES.runoffPeriod);
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
    return done(
      runoff.pair ? ELECTION_MESSAGES.runoffStarted(race.position) : ELECTION_MESSAGES.rerunStarted(race.position),
      nextId,
    );
  });
}

export interface AppliedPlan {
  winners: { memberId: number; name: string; position: string }[];
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
    else plan.winners.push({ memberId: winner.memberId, name: winner.name, position });
  }
  return plan;
}

/** The results as they stand, read with the election locked, refused when they cannot be applied or confirmed. */
async function readForApplying(tx: Tx, electionId: number) {
  const election = await lockElection(tx, electionId);
  if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.alreadyApplied);
  if (!election.resultsPublishedAt) throw new Refused(409, ELECTION_MESSAGES.applyBeforePublish);
  return { election, decided: await decidedRaces(tx, election) };
}

/** Answers a `Refused` thrown anywhere in `work` as its refusal. */
async function refusing(work: () => Promise<ElectionChange>): Promise<ElectionChange> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return refusal(error);
    throw error;
  }
}

/**
 * Applies the results from `startsOn`. A board where a winner's position gives an officer tool is not seated yet: it
 * waits, with the first day and who applied it, for another officer to confirm it (`confirmResults`); a board
 * without tools is seated at once.
 */
export async function applyResults(actorId: number, electionId: number, startsOn: string): Promise<ElectionChange> {
  return refusing(async () => {
    const { decided, plan } = await db().transaction(async (tx) => {
      const read = await readForApplying(tx, electionId);
      refuseWhilePending(read.election);
      return { decided: read.decided, plan: await applyPlan(tx, read.decided, startsOn) };
    });
    if (plan.winners.length === 0) throw new Refused(400, ELECTION_MESSAGES.noWinners);
    if (!plan.winners.some((winner) => givesATool(winner.position))) {
      return seat(actorId, electionId, { startsOn, decided, plan, requestedBy: null, confirming: false });
    }
    return change(async (tx) => {
      const read = await readForApplying(tx, electionId);
      refuseWhilePending(read.election);
      if (!isDeepStrictEqual(read.decided, decided)) throw new Refused(409, ELECTION_MESSAGES.resultsChanged);
      await tx
        .update(elections)
        .set({ applyStartsOn: startsOn, applyRequestedBy: actorId, applyRequestedAt: now() })
        .where(eq(elections.id, electionId));
      await recordAudit(tx, actorId, 'elections.apply-request', {
        electionId,
        title: read.election.title,
        startsOn,
        ...plan,
      });
      return done(ELECTION_MESSAGES.applyRequested(dayText(startsOn)));
    });
  });
}

/**
 * A second officer with the elections tool confirms results another officer applied: the terms are created from the
 * first day chosen then, unless that day has passed.
 */
export async function confirmResults(actorId: number, electionId: number): Promise<ElectionChange> {
  return refusing(async () => {
    const { decided, plan, requestedBy, startsOn } = await db().transaction(async (tx) => {
      const { election, decided } = await readForApplying(tx, electionId);
      const startsOn = election.applyStartsOn;
      if (!startsOn) throw new Refused(409, ELECTION_MESSAGES.nothingToConfirm);
      if (election.applyRequestedBy === actorId) throw new Refused(403, ELECTION_MESSAGES.confirmOwn);
      if (startsOn < chapterDay(now())) throw new Refused(409, ELECTION_MESSAGES.firstDayPassed(dayText(startsOn)));
      const plan = await applyPlan(tx, decided, startsOn);
      return { decided, plan, requestedBy: election.applyRequestedBy, startsOn };
    });
    if (plan.winners.length === 0) throw new Refused(400, ELECTION_MESSAGES.noWinners);
    return seat(actorId, electionId, { startsOn, decided, plan, requestedBy, confirming: true });
  });
}

/** Any officer with the elections tool takes back results waiting for confirmation: nothing is seated. */
export async function withdrawResults(actorId: number, electionId: number): Promise<ElectionChange> {
  return change(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.alreadyApplied);
    if (!election.applyStartsOn) throw new Refused(409, ELECTION_MESSAGES.nothingToConfirm);
    await tx
      .update(elections)
      .set({ applyStartsOn: null, applyRequestedBy: null, applyRequestedAt: null })
      .where(eq(elections.id, electionId));
    await recordAudit(tx, actorId, 'elections.apply-withdraw', {
      electionId,
      title: election.title,
      startsOn: election.applyStartsOn,
    });
    return done(ELECTION_MESSAGES.withdrawn);
  });
}

/**
 * Creates the next board's terms: every position with a winner, through officer terms (which end the outgoing
 * holders' terms the day before), in one transaction with the election marked applied. Confirming, the results
 * must still wait for exactly that first day; seated as applied, they must wait for nothing.
 */
async function seat(
  actorId: number,
  electionId: number,
  seating: {
    startsOn: string;
    decided: Awaited<ReturnType<typeof decidedRaces>>;
    plan: AppliedPlan;
    /** Who applied the results this confirms; null when they are seated as applied (a board without tools). */
    requestedBy: number | null;
    confirming: boolean;
  },
): Promise<ElectionChange> {
  const { startsOn, decided, plan, requestedBy } = seating;
  const assigned = await assignPositions(
    actorId,
    plan.winners.map(({ memberId, position }) => ({ memberId, position, startsOn })),
    async (tx) => {
      // Decided again in the terms' own transaction, the election locked: a second officer applying, confirming or
      // withdrawing at the same moment, a runoff started or a result changed since is refused rather than applied over.
      const election = await lockElection(tx, electionId);
      if (election.appliedAt) throw new Refused(409, ELECTION_MESSAGES.alreadyApplied);
      const waiting = seating.confirming ? startsOn : null;
      if (election.applyStartsOn !== waiting) {
        throw new Refused(409, waiting ? ELECTION_MESSAGES.nothingToConfirm : ELECTION_MESSAGES.awaitingConfirmation);
      }
      if (!isDeepStrictEqual(await decidedRaces(tx, election), decided))
        throw new Refused(409, ELECTION_MESSAGES.resultsChanged);
      await tx.update(elections).set({ appliedAt: now() }).where(eq(elections.id, electionId));
      await recordAudit(tx, actorId, 'elections.apply', {
        electionId,
        title: election.title,
        startsOn,
        requestedBy,
        ...plan,
      });
    },
  );
  if (!assigned.ok) return assigned;
  return done(
    ELECTION_MESSAGES.applied(plan.winners.length, dayText(startsOn), plan.open, plan.passedOver, assigned.message),
  );
}
