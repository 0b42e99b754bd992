/**
 * Applying an election's results as the next board's terms: at once for a board without officer tools, else as a
 * request that another officer with the elections tool confirms or any of them withdraws
 * (docs/decisions/0015-election-safeguards.md). The winners are decided again inside the terms' transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { elections, terms } from '../../../db/schema';
import { recordAudit } from '../../shared/db/audit.server';
import type { Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { now } from '../../shared/time/clock.server';
import { can } from '../../shared/session/permissions';
import { chapterDay } from '../../shared/time/chapter-day';
import { assignPositions, everyTerm } from '../officer-terms/index.server';
import { planBoard } from '../officer-terms/index';
import { dayText } from '../../shared/time/calendar-days';
import { passedOverWhy } from './apply-preview';
import { lockElection, type Election } from './election-change.server';
import { givesATool, needsSecondOfficer } from './election-safeguards';
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
    if (race.eligibleVoters === null) refuse(409, ELECTION_MESSAGES.runoffOpen(race.position));
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
  if (election.appliedAt) refuse(409, ELECTION_MESSAGES.alreadyApplied);
  if (!election.resultsPublishedAt) refuse(409, ELECTION_MESSAGES.applyBeforePublish);
  return { election, decided: await decidedRaces(tx, election) };
}

/**
 * Whether seating the plan's winners from `startsOn` waits for a second officer: a term it starts or ends gives a
 * tool (needsSecondOfficer, the rule the election page shows), judged on the terms as they are.
 */
async function needsConfirmation(tx: Tx, plan: AppliedPlan, startsOn: string): Promise<boolean> {
  const board = planBoard(
    plan.winners.map(({ memberId, name, position }) => ({ memberId, memberName: name, position, startsOn })),
    await everyTerm(tx),
  );
  if (!board.ok) refuse(409, board.message);
  return needsSecondOfficer(board.value);
}

/** The request as the confirming officer's page showed it: the confirm form sends both back. */
export interface Reviewed {
  requestedAt: string;
  startsOn: string;
}

/**
 * Refuses confirming the election's waiting request unless it is the one `actorId` reviewed, applied by someone
 * else, and `actorId` wins no position with a tool in it; read with the election locked, before anything is written.
 */
function refuseUnlessConfirmable(election: Election, actorId: number, reviewed: Reviewed, plan?: AppliedPlan) {
  if (!election.applyStartsOn || !election.applyRequestedAt) refuse(409, ELECTION_MESSAGES.nothingToConfirm);
  if (election.applyStartsOn !== reviewed.startsOn || election.applyRequestedAt.toISOString() !== reviewed.requestedAt)
    refuse(409, ELECTION_MESSAGES.appliedAgain);
  if (election.applyRequestedBy === actorId) refuse(403, ELECTION_MESSAGES.confirmOwn);
  if (plan?.winners.some((winner) => winner.memberId === actorId && givesATool(winner.position)))
    refuse(403, ELECTION_MESSAGES.confirmOwnSeat);
}

/** Refuses a confirming officer who does not hold a position with the elections tool on the chapter's day. */
async function refuseWithoutElectionsTool(tx: Tx, actorId: number) {
  const day = chapterDay(now());
  const [held] = await tx
    .select({ position: terms.position })
    .from(terms)
    .where(
      and(eq(terms.memberId, actorId), lte(terms.startsOn, day), or(isNull(terms.endsOn), gte(terms.endsOn, day))),
    );
  if (!can(held?.position, 'elections')) refuse(403, ELECTION_MESSAGES.confirmWithoutTool);
}

/**
 * Applies the results from `startsOn`. A board where a winner's position gives an officer tool is not seated yet: it
 * waits, with the first day and who applied it, for another officer to confirm it (`confirmResults`); a board
 * without tools is seated at once.
 */
export async function applyResults(actorId: number, electionId: number, startsOn: string): Promise<string> {
  const { decided, plan, waits } = await inTransaction(async (tx) => {
    const read = await readForApplying(tx, electionId);
    refuseWhilePending(read.election);
    const plan = await applyPlan(tx, read.decided, startsOn);
    if (plan.winners.length === 0) refuse(400, ELECTION_MESSAGES.noWinners);
    return { decided: read.decided, plan, waits: await needsConfirmation(tx, plan, startsOn) };
  });
  if (!waits) return seat(actorId, electionId, { startsOn, decided, plan, confirming: null });
  return inTransaction(async (tx) => {
    const read = await readForApplying(tx, electionId);
    refuseWhilePending(read.election);
    if (!isDeepStrictEqual(read.decided, decided)) refuse(409, ELECTION_MESSAGES.resultsChanged);
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
    return ELECTION_MESSAGES.applyRequested(dayText(startsOn));
  });
}

/**
 * A second officer with the elections tool confirms the results another officer applied, exactly as their page
 * showed them (`reviewed`): the terms are created from the first day chosen then, unless that day has passed.
 */
export async function confirmResults(actorId: number, electionId: number, reviewed: Reviewed): Promise<string> {
  const { decided, plan, startsOn } = await inTransaction(async (tx) => {
    const { election, decided } = await readForApplying(tx, electionId);
    refuseUnlessConfirmable(election, actorId, reviewed);
    await refuseWithoutElectionsTool(tx, actorId);
    const startsOn = reviewed.startsOn;
    if (startsOn < chapterDay(now())) refuse(409, ELECTION_MESSAGES.firstDayPassed(dayText(startsOn)));
    const plan = await applyPlan(tx, decided, startsOn);
    refuseUnlessConfirmable(election, actorId, reviewed, plan);
    if (plan.winners.length === 0) refuse(400, ELECTION_MESSAGES.noWinners);
    return { decided, plan, startsOn };
  });
  return seat(actorId, electionId, { startsOn, decided, plan, confirming: reviewed });
}

/** Any officer with the elections tool takes back results waiting for confirmation: nothing is seated. */
export async function withdrawResults(actorId: number, electionId: number): Promise<string> {
  return inTransaction(async (tx) => {
    const election = await lockElection(tx, electionId);
    if (election.appliedAt) refuse(409, ELECTION_MESSAGES.alreadyApplied);
    if (!election.applyStartsOn) refuse(409, ELECTION_MESSAGES.nothingToConfirm);
    await tx
      .update(elections)
      .set({ applyStartsOn: null, applyRequestedBy: null, applyRequestedAt: null })
      .where(eq(elections.id, electionId));
    await recordAudit(tx, actorId, 'elections.apply-withdraw', {
      electionId,
      title: election.title,
      startsOn: election.applyStartsOn,
    });
    return ELECTION_MESSAGES.withdrawn;
  });
}

/**
 * Creates the next board's terms through officer terms, in one transaction with the election marked applied. What
 * was checked before is checked again there, under the election's lock.
 */
async function seat(
  actorId: number,
  electionId: number,
  seating: {
    startsOn: string;
    decided: Awaited<ReturnType<typeof decidedRaces>>;
    plan: AppliedPlan;
    /** The request this confirms, as reviewed; null when the results are seated as applied (a board without tools). */
    confirming: Reviewed | null;
  },
): Promise<string> {
  const { startsOn, decided, plan, confirming } = seating;
  const assigned = await assignPositions(
    actorId,
    plan.winners.map(({ memberId, position }) => ({ memberId, position, startsOn })),
    async (tx) => {
      // Decided again in the terms' own transaction, the election locked: a second officer applying, confirming or
      // withdrawing at the same moment, a runoff started or a result changed since is refused rather than applied over.
      const election = await lockElection(tx, electionId);
      if (election.appliedAt) refuse(409, ELECTION_MESSAGES.alreadyApplied);
      const requestedBy = election.applyRequestedBy;
      if (confirming) {
        refuseUnlessConfirmable(election, actorId, confirming, plan);
        await refuseWithoutElectionsTool(tx, actorId);
      } else if (election.applyStartsOn) refuse(409, ELECTION_MESSAGES.awaitingConfirmation);
      if (!isDeepStrictEqual(await decidedRaces(tx, election), decided)) refuse(409, ELECTION_MESSAGES.resultsChanged);
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
  return ELECTION_MESSAGES.applied(
    plan.winners.length,
    dayText(startsOn),
    plan.open,
    plan.passedOver,
    assigned.message,
  );
}
