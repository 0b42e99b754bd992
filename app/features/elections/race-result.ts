/**
 * A race's result from its counts: turnout against the quorum, then a winner with more than half of the ballots
 * cast in the race, or a runoff between the top two, or a tie the officers settle as the bylaws say.
 */

export interface Count {
  memberId: number;
  name: string;
  votes: number;
}

export interface Quorum {
  numerator: number;
  denominator: number;
}

export type Outcome =
  | { kind: 'no-candidates' }
  | { kind: 'no-quorum' }
  | { kind: 'winner'; winner: Count }
  /** Nobody has a majority and the top two are clear: they meet in a runoff. */
  | { kind: 'runoff'; between: [Count, Count] }
  /** Two or more share the most votes. */
  | { kind: 'tie-first'; tied: Count[] }
  /** The leader lacks a majority and two or more share second place: which of them enters the runoff is open. */
  | { kind: 'tie-second'; leader: Count; tied: Count[] };

export interface RaceResult {
  /** Counts, most votes first, then by name. */
  counts: Count[];
  ballots: number;
  eligible: number;
  quorumNeeded: number;
  quorumMet: boolean;
  outcome: Outcome;
}

/** The ballots a quorum needs: the fraction of the eligible voters, rounded up (two thirds of 10 is 7). */
export function quorumNeeded(eligible: number, quorum: Quorum): number {
  return Math.floor((quorum.numerator * eligible + quorum.denominator - 1) / quorum.denominator);
}

export function raceResult(counts: readonly Count[], eligible: number, quorum: Quorum): RaceResult {
  const sorted = [...counts].sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name));
  const ballots = sorted.reduce((sum, c) => sum + c.votes, 0);
  const needed = quorumNeeded(eligible, quorum);
  const quorumMet = ballots >= needed && ballots > 0;
  const base = { counts: sorted, ballots, eligible, quorumNeeded: needed, quorumMet };
  return { ...base, outcome: outcomeOf(sorted, ballots, quorumMet) };
}

function outcomeOf(sorted: Count[], ballots: number, quorumMet: boolean): Outcome {
  const [first, second] = sorted;
  if (!first) return { kind: 'no-candidates' };
  if (!quorumMet) return { kind: 'no-quorum' };
  if (first.votes * 2 > ballots) return { kind: 'winner', winner: first };
  const topTied = sorted.filter((c) => c.votes === first.votes);
  if (topTied.length > 1) return { kind: 'tie-first', tied: topTied };
  // No majority with one candidate cannot happen (every ballot names a candidate), so a second exists here.
  const secondTied = sorted.filter((c) => c.votes === (second as Count).votes);
  if (secondTied.length > 1) return { kind: 'tie-second', leader: first, tied: secondTied };
  return { kind: 'runoff', between: [first, second as Count] };
}

/**
 * Whether a runoff may be started between a pair: the top two, or, after a tie, two the officers chose among the tied
 * (with the leader when the tie was for second). Never for a race with a winner or no result.
 */
export function runoffAllowed(outcome: Outcome, pair: readonly [number, number]): boolean {
  const [a, b] = pair;
  if (a === b) return false;
  const ids = (list: Count[]) => new Set(list.map((c) => c.memberId));
  switch (outcome.kind) {
    case 'runoff':
      return ids(outcome.between).has(a) && ids(outcome.between).has(b);
    case 'tie-first':
      return ids(outcome.tied).has(a) && ids(outcome.tied).has(b);
    case 'tie-second': {
      const tied = ids(outcome.tied);
      const leader = outcome.leader.memberId;
      return (a === leader && tied.has(b)) || (b === leader && tied.has(a));
    }
    default:
      return false;
  }
}

/** The winner of a result, if it has one. */
export const winnerOf = (result: RaceResult): Count | null =>
  result.outcome.kind === 'winner' ? result.outcome.winner : null;
