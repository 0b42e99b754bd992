/** What the dashboard asks of a member about elections now (the prompts above the member's details). */
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { electionNominations, electionRaces, elections } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { DAY_MS } from '../../shared/time/calendar-days';
import { electionPhase, raceVotingOpen } from './election-phase';
import { racesVotedIn } from './election-reads.server';

export interface Prompt {
  kind: 'nominations' | 'voting' | 'nominated' | 'results';
  electionId: number;
  title: string;
  position?: string;
}

/** How long the dashboard points to newly published results. */
const RESULTS_NEWS_MS = 14 * DAY_MS;

/**
 * What the dashboard asks of a member now: to nominate while nominations are open, to vote while a race they have
 * not voted in is open, to answer a nomination still pending, and for two weeks to read newly published results.
 */
export async function electionPrompts(memberId: number, instant: Date): Promise<Prompt[]> {
  const recent = new Date(instant.getTime() - RESULTS_NEWS_MS);
  const live = await db()
    .select()
    .from(elections)
    .where(or(isNull(elections.appliedAt), gt(elections.resultsPublishedAt, recent)))
    .orderBy(asc(elections.votingOpenAt));
  if (live.length === 0) return [];
  const races = await db()
    .select()
    .from(electionRaces)
    .where(
      inArray(
        electionRaces.electionId,
        live.map((e) => e.id),
      ),
    );
  const voted = await racesVotedIn(
    memberId,
    races.map((r) => r.id),
  );
  const pending = await db()
    .select({ electionId: electionRaces.electionId, position: electionRaces.position })
    .from(electionNominations)
    .innerJoin(electionRaces, eq(electionRaces.id, electionNominations.raceId))
    .where(and(eq(electionNominations.nomineeId, memberId), eq(electionNominations.status, 'pending')));
  const prompts: Prompt[] = [];
  for (const election of live) {
    const phase = electionPhase(election, instant);
    const base = { electionId: election.id, title: election.title };
    if (phase === 'nominations') prompts.push({ kind: 'nominations', ...base });
    const published = election.resultsPublishedAt;
    if (published && published > recent && published <= instant) prompts.push({ kind: 'results', ...base });
    const toVote = races.some(
      (r) => r.electionId === election.id && raceVotingOpen(election, r, instant) && !voted.has(r.id),
    );
    if (toVote) prompts.push({ kind: 'voting', ...base });
    if (instant < election.votingOpenAt) {
      for (const nomination of pending.filter((p) => p.electionId === election.id)) {
        prompts.push({ kind: 'nominated', ...base, position: nomination.position });
      }
    }
  }
  return prompts;
}
