/**
 * What the members' elections page shows: elections not yet applied (upcoming, open for nominations or voting,
 * awaiting results) and the latest published ones, each with what the member may do in it now.
 */
import {
  electionDetail,
  activeMembers,
  memberElectionIds,
  racesVotedIn,
  type NominationView,
  type RaceView,
} from './election-reads.server';
import type { ElectionPhase } from './election-phase';

export interface MemberElection {
  id: number;
  title: string;
  phase: ElectionPhase;
  nominationsOpenAt: string;
  nominationsCloseAt: string;
  votingOpenAt: string;
  votingCloseAt: string;
  positions: string[];
  /** Whether nominations may still be accepted or declined: until voting opens. */
  canDecide: boolean;
  nominations: NominationView[];
  /** The open races the member has not voted in: their ballot. */
  ballot: Pick<RaceView, 'id' | 'position' | 'round' | 'candidates' | 'votingCloseAt'>[];
  /** The open races the member has voted in. */
  votedIn: string[];
  /** Races whose results are published, with counts. */
  results: RaceView[];
}

/** How many published elections stay on the page after they are applied: the latest. */
const PAST_SHOWN = 1;

export async function memberElections(memberId: number, instant: Date) {
  const details = [];
  let past = 0;
  for (const id of await memberElectionIds()) {
    const detail = await electionDetail(id, instant, 'published');
    if (!detail) continue;
    if (detail.phase === 'applied' && ++past > PAST_SHOWN) continue;
    details.push(detail);
  }
  const voted = await racesVotedIn(
    memberId,
    details.flatMap((d) => d.races.map((race) => race.id)),
  );
  const elections: MemberElection[] = details.map(({ election, phase, races, nominations }) => ({
    id: election.id,
    title: election.title,
    phase,
    nominationsOpenAt: election.nominationsOpenAt.toISOString(),
    nominationsCloseAt: election.nominationsCloseAt.toISOString(),
    votingOpenAt: election.votingOpenAt.toISOString(),
    votingCloseAt: election.votingCloseAt.toISOString(),
    positions: [...new Set(races.map((race) => race.position))],
    canDecide: instant < election.votingOpenAt && !election.resultsPublishedAt && !election.appliedAt,
    nominations,
    ballot: races
      .filter((race) => race.open && !voted.has(race.id))
      .map(({ id, position, round, candidates, votingCloseAt }) => ({
        id,
        position,
        round,
        candidates,
        votingCloseAt,
      })),
    votedIn: races.filter((race) => race.open && voted.has(race.id)).map((race) => race.position),
    results: races.filter((race) => race.published),
  }));
  const nominating = elections.some((e) => e.phase === 'nominations');
  return { elections, members: nominating ? await activeMembers() : [] };
}
