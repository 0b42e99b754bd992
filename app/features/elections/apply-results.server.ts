/**
 * Applying an election's results as the next board's terms: at once for a board without officer tools, else as a
 * request that another officer with the elections tool confirms or any of them withdraws
 * (docs/decisions/0015-election-safeguards.md). The winners are decided again inside the terms' transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { elections } from '../../../db/schema';
import { recordAudit } from '../../shared/db/audit.server';
import { db, type Tx } from '../../shared/db/db.server';
import { now } from '../../shared/runtime/clock.server';
import { chapterDay } from '../../shared/text/chapter-day';
import { assignPositions } from '../officer-terms/index.server';
import { dayText } from '../officer-terms/index';
import { passedOverWhy } from './apply-preview';
import {
  change,
  done,
  lockElection,
  refusal,
  Refused,
  type Election,
  type ElectionChange,
} from './election-change.server';
import { givesATool } from './election-safeguards';
import { latestRaces, refuseWhilePending } from './elections.server';
import { ELECTION_MESSAGES } from './messages';
import { resultOf } from './race-counts.server';
import { winnerOf, type Count } from './race-result';
import { winnerStandings } from './winner-standing.server';

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
