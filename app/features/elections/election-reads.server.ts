/**
 * What the election pages read. Counts leave the server only for a race whose voting has closed (the officers'
 * results) or whose results are published (the members'); before that a race shows its candidates alone.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { electionNominations, electionRaces, elections, electionVoters, members } from '../../../db/schema';
import { db, type Db, type Tx } from '../../shared/db/db.server';
import { fullName } from '../../shared/members/full-name';
import { electionPhase, raceVotingClosed, raceVotingOpen, type ElectionPhase } from './election-phase';
import { activeCount, type Election } from './election-change.server';
import { raceCounts, resultOf } from './race-counts.server';
import { sealBeforeReading } from './ballot-seal.server';
import { quorumNeeded, type RaceResult } from './race-result';
import { ROLES } from '../../config/chapter';
import { chapterToday } from '../../shared/members/current-position.server';
import { winnersActive } from './winner-standing.server';
import { quorumOf } from './election-safeguards';
import { everyTerm } from '../officer-terms/index.server';
import type { OfficerTerm } from '../officer-terms/index';

const byRole = (a: string, b: string) => ROLES.indexOf(a as never) - ROLES.indexOf(b as never);

export interface ElectionSummary {
  id: number;
  title: string;
  phase: ElectionPhase;
  nominationsOpenAt: string;
  votingOpenAt: string;
  votingCloseAt: string;
  positions: string[];
}

export async function listElections(instant: Date): Promise<ElectionSummary[]> {
  const rows = await db().select().from(elections).orderBy(desc(elections.votingOpenAt), desc(elections.id));
  const races = await db()
    .select({ electionId: electionRaces.electionId, position: electionRaces.position })
    .from(electionRaces)
    .where(eq(electionRaces.round, 1));
  return rows.map((election) => ({
    id: election.id,
    title: election.title,
    phase: electionPhase(election, instant),
    nominationsOpenAt: election.nominationsOpenAt.toISOString(),
    votingOpenAt: election.votingOpenAt.toISOString(),
    votingCloseAt: election.votingCloseAt.toISOString(),
    positions: races
      .filter((race) => race.electionId === election.id)
      .map((race) => race.position)
      .sort(byRole),
  }));
}

export interface RaceView {
  id: number;
  position: string;
  round: number;
  votingOpenAt: string;
  votingCloseAt: string;
  open: boolean;
  closed: boolean;
  published: boolean;
  candidates: { memberId: number; name: string }[];
  /** Present once the race's voting has closed, never before. */
  result: RaceResult | null;
  /**
   * For the officers, from the start: how many members voted in the race so far (never for whom), against the
   * eligible voters (the active members now, until publishing fixes them) and the ballots the quorum needs.
   */
  turnout: Turnout | null;
}

export interface Turnout {
  ballots: number;
  eligible: number;
  quorumNeeded: number;
}

/** How many members voted in a race: its voter rows, which hold no choice. */
async function ballotsCast(raceId: number): Promise<number> {
  return db().$count(electionVoters, eq(electionVoters.raceId, raceId));
}

export interface NominationView {
  id: number;
  position: string;
  nomineeId: number;
  nominee: string;
  nominatedBy: string | null;
  status: 'pending' | 'accepted' | 'declined';
}

/** Results applied and waiting for a second officer: the first day chosen, and who applied them when. */
export interface PendingConfirmation {
  startsOn: string;
  requestedBy: number | null;
  requestedByName: string;
  requestedAt: string;
}

export interface ElectionDetail {
  election: Omit<Election, 'createdBy' | 'createdAt' | 'applyStartsOn' | 'applyRequestedBy' | 'applyRequestedAt'>;
  /** Results waiting for a second officer's confirmation (the officers' view only). */
  pending: PendingConfirmation | null;
  /**
   * The officers' view only: the terms running on or after today, so the page can list every term applying the
   * results starts and ends.
   */
  terms: OfficerTerm[];
  phase: ElectionPhase;
  races: RaceView[];
  nominations: NominationView[];
  /**
   * For the officers' apply preview: each winner still active or not. The page judges them on the first day from
   * `terms` (standingsOn), as the server does.
   */
  winners: { memberId: number; active: boolean }[];
}

const nominator = alias(members, 'nominator');

async function nominationsOf(electionId: number): Promise<NominationView[]> {
  const rows = await db()
    .select({
      id: electionNominations.id,
      position: electionRaces.position,
      nomineeId: electionNominations.nomineeId,
      firstName: members.firstName,
      lastName: members.lastName,
      byFirst: nominator.firstName,
      byLast: nominator.lastName,
      status: electionNominations.status,
    })
    .from(electionNominations)
    .innerJoin(electionRaces, eq(electionRaces.id, electionNominations.raceId))
    .innerJoin(members, eq(members.id, electionNominations.nomineeId))
    .leftJoin(nominator, eq(nominator.id, electionNominations.nominatedBy))
    .where(eq(electionRaces.electionId, electionId))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return rows
    .map((row) => ({
      id: row.id,
      position: row.position,
      nomineeId: row.nomineeId,
      nominee: fullName(row),
      nominatedBy:
        row.byFirst === null || row.byLast === null ? null : fullName({ firstName: row.byFirst, lastName: row.byLast }),
      status: row.status,
    }))
    .sort((a, b) => byRole(a.position, b.position));
}

/**
 * An election with its races (every round) and nominations. `counts` says whose view it is: the officers see a
 * race's counts once its voting has closed, members once its results are published.
 */
export async function electionDetail(
  electionId: number,
  instant: Date,
  counts: 'closed' | 'published',
): Promise<ElectionDetail | null> {
  const [election] = await db().select().from(elections).where(eq(elections.id, electionId));
  if (!election) return null;
  const races = await db()
    .select()
    .from(electionRaces)
    .where(eq(electionRaces.electionId, electionId))
    .orderBy(asc(electionRaces.round), asc(electionRaces.id));
  // The first read after a race's voting closes seals it, if the server's minute timer has not yet.
  if (races.some((race) => raceVotingClosed(election, race, instant))) await sealBeforeReading(instant, electionId);
  const active = await activeCount(db());
  const views: RaceView[] = [];
  for (const race of races.sort((a, b) => byRole(a.position, b.position) || a.round - b.round)) {
    const closed = raceVotingClosed(election, race, instant);
    const published = race.eligibleVoters !== null;
    const shown = counts === 'closed' ? closed : published;
    const period = race.round > 1 && race.votingOpenAt && race.votingCloseAt ? race : election;
    views.push({
      id: race.id,
      position: race.position,
      round: race.round,
      votingOpenAt: (period.votingOpenAt as Date).toISOString(),
      votingCloseAt: (period.votingCloseAt as Date).toISOString(),
      open: raceVotingOpen(election, race, instant),
      closed,
      published,
      candidates: (await raceCounts(db(), race.id)).map(({ memberId, name }) => ({ memberId, name })),
      result: shown ? await resultOf(db(), race, election, active) : null,
      turnout: counts === 'closed' ? await turnoutOf(race, election, active) : null,
    });
  }
  const winners = views.flatMap((view) => (view.result?.outcome.kind === 'winner' ? [view.result.outcome.winner] : []));
  const winnersStill =
    counts === 'closed'
      ? await winnersActive(
          db(),
          winners.map((winner) => winner.memberId),
        )
      : [];
  const {
    createdBy: _by,
    createdAt: _at,
    applyStartsOn,
    applyRequestedBy,
    applyRequestedAt,
    ...shownElection
  } = election;
  const officers = counts === 'closed';
  const today = chapterToday(instant);
  return {
    election: shownElection,
    pending:
      officers && applyStartsOn && !election.appliedAt
        ? {
            startsOn: applyStartsOn,
            requestedBy: applyRequestedBy,
            requestedByName: await memberName(applyRequestedBy),
            requestedAt: (applyRequestedAt ?? instant).toISOString(),
          }
        : null,
    terms: officers ? (await everyTerm()).filter((term) => term.endsOn === null || term.endsOn >= today) : [],
    phase: electionPhase(election, instant),
    races: views,
    nominations: await nominationsOf(electionId),
    winners: winnersStill,
  };
}

async function turnoutOf(
  race: { id: number; eligibleVoters: number | null },
  election: Election,
  active: number,
): Promise<Turnout> {
  const eligible = race.eligibleVoters ?? active;
  return {
    ballots: await ballotsCast(race.id),
    eligible,
    quorumNeeded: quorumNeeded(eligible, quorumOf(election)),
  };
}

/** A member's name, or "a former member" when the record is gone. */
async function memberName(memberId: number | null): Promise<string> {
  if (memberId === null) return 'a former member';
  const [row] = await db()
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, memberId));
  return row ? fullName(row) : 'a former member';
}

/** How many nominations an election has: what deleting it takes with it. */
export async function nominationCount(handle: Tx | Db, electionId: number): Promise<number> {
  const [row] = await handle
    .select({ n: count() })
    .from(electionNominations)
    .innerJoin(electionRaces, eq(electionRaces.id, electionNominations.raceId))
    .where(eq(electionRaces.electionId, electionId));
  return row?.n ?? 0;
}

/** The active members, for the nomination form's list. */
export async function activeMembers(): Promise<{ id: number; name: string }[]> {
  const rows = await db()
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.status, 'active'))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return rows.map((row) => ({ id: row.id, name: fullName(row) }));
}

/**
 * The elections a member may act in or read: those not applied yet, the soonest first, then the applied ones, the
 * latest first.
 */
export async function memberElectionIds(): Promise<number[]> {
  const rows = await db()
    .select({ id: elections.id, applied: elections.appliedAt, votingOpenAt: elections.votingOpenAt })
    .from(elections)
    .where(or(isNull(elections.appliedAt), isNotNull(elections.resultsPublishedAt)))
    .orderBy(asc(elections.votingOpenAt));
  return [...rows.filter((row) => !row.applied), ...rows.filter((row) => row.applied).reverse()].map((row) => row.id);
}

/** The races of the given ones a member has voted in (the voter rows: no time, no choice). */
export async function racesVotedIn(memberId: number, raceIds: number[]): Promise<Set<number>> {
  if (raceIds.length === 0) return new Set();
  const rows = await db()
    .select({ raceId: electionVoters.raceId })
    .from(electionVoters)
    .where(and(eq(electionVoters.memberId, memberId), inArray(electionVoters.raceId, raceIds)));
  return new Set(rows.map((row) => row.raceId));
}
