/**
 * Where an election stands at an instant, from its times alone. Periods are half-open: a period that opens at 18:00
 * and closes at 20:00 takes a nomination or a ballot at 18:00 and refuses one at 20:00.
 */
export interface ElectionTimes {
  nominationsOpenAt: Date;
  nominationsCloseAt: Date;
  votingOpenAt: Date;
  votingCloseAt: Date;
  resultsPublishedAt: Date | null;
  appliedAt: Date | null;
}

export type ElectionPhase = 'upcoming' | 'nominations' | 'between' | 'voting' | 'closed' | 'published' | 'applied';

export const PHASE_LABELS: Readonly<Record<ElectionPhase, string>> = {
  upcoming: 'Not open yet',
  nominations: 'Nominations open',
  between: 'Nominations closed, voting not open yet',
  voting: 'Voting open',
  closed: 'Voting closed, results not published',
  published: 'Results published',
  applied: 'Results applied',
};

/** The phase of an election at `instant`: applied and published win over the clock, since they are done for good. */
export function electionPhase(election: ElectionTimes, instant: Date): ElectionPhase {
  if (election.appliedAt) return 'applied';
  if (election.resultsPublishedAt) return 'published';
  const t = instant.getTime();
  if (t < election.nominationsOpenAt.getTime()) return 'upcoming';
  if (t < election.nominationsCloseAt.getTime()) return 'nominations';
  if (t < election.votingOpenAt.getTime()) return 'between';
  if (t < election.votingCloseAt.getTime()) return 'voting';
  return 'closed';
}

/** Whether an instant lies in a period [opens, closes). */
export const within = (instant: Date, opens: Date, closes: Date) =>
  opens.getTime() <= instant.getTime() && instant.getTime() < closes.getTime();

export interface RaceTimes {
  round: number;
  votingOpenAt: Date | null;
  votingCloseAt: Date | null;
}

/** A race's own voting period: round 1 votes in the election's, a runoff in the one it was given. */
export function raceVotingPeriod(election: ElectionTimes, race: RaceTimes): { opens: Date; closes: Date } {
  if (race.round > 1 && race.votingOpenAt && race.votingCloseAt) {
    return { opens: race.votingOpenAt, closes: race.votingCloseAt };
  }
  return { opens: election.votingOpenAt, closes: election.votingCloseAt };
}

/** Whether a race takes ballots at `instant`. Once results are applied nothing more is voted on. */
export function raceVotingOpen(election: ElectionTimes, race: RaceTimes, instant: Date): boolean {
  if (election.appliedAt) return false;
  if (race.round === 1 && election.resultsPublishedAt) return false;
  const { opens, closes } = raceVotingPeriod(election, race);
  return within(instant, opens, closes);
}

/** Whether a race's voting has closed, so its counts may be shown to the officers. */
export function raceVotingClosed(election: ElectionTimes, race: RaceTimes, instant: Date): boolean {
  return instant.getTime() >= raceVotingPeriod(election, race).closes.getTime();
}
