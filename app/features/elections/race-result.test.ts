import { describe, expect, it } from 'vitest';
import { quorumNeeded, raceResult, runoffAllowed, winnerOf, type Count } from './race-result';
import { outcomeText, turnoutText } from './messages';

const twoThirds = { numerator: 2, denominator: 3 };
const c = (memberId: number, name: string, votes: number): Count => ({ memberId, name, votes });

describe('quorumNeeded', () => {
  it.each([
    [10, 7],
    [9, 6],
    [3, 2],
    [1, 1],
    [0, 0],
  ])('two thirds of %i is %i, rounded up', (eligible, needed) => {
    expect(quorumNeeded(eligible, twoThirds)).toBe(needed);
  });

  it('takes the fraction of each election', () => {
    expect(quorumNeeded(10, { numerator: 1, denominator: 2 })).toBe(5);
    expect(quorumNeeded(10, { numerator: 1, denominator: 1 })).toBe(10);
  });
});

describe('raceResult', () => {
  it('gives the win to more than half of the ballots, with counts sorted and turnout', () => {
    const result = raceResult([c(2, 'Bea', 2), c(1, 'Al', 4), c(3, 'Cy', 1)], 9, twoThirds);
    expect(result.counts.map((x) => x.name)).toEqual(['Al', 'Bea', 'Cy']);
    expect(result).toMatchObject({ ballots: 7, eligible: 9, quorumNeeded: 6, quorumMet: true });
    expect(result.outcome).toEqual({ kind: 'winner', winner: c(1, 'Al', 4) });
    expect(outcomeText(result.outcome)).toBe('Al wins with 4 votes, a majority.');
    expect(turnoutText(result)).toBe('7 of 9 active members voted; the quorum is 6 (met).');
  });

  it('lists the counts by votes whatever the names, and equal votes by name', () => {
    const result = raceResult([c(3, 'Cy', 4), c(2, 'Bea', 1), c(1, 'Al', 1), c(4, 'Di', 2)], 9, twoThirds);
    expect(result.counts.map((x) => x.name)).toEqual(['Cy', 'Di', 'Al', 'Bea']);
  });

  it('meets the quorum with exactly the ballots it needs', () => {
    const result = raceResult([c(1, 'Al', 4), c(2, 'Bea', 2)], 9, twoThirds);
    expect(result).toMatchObject({ ballots: 6, quorumNeeded: 6, quorumMet: true });
    expect(winnerOf(result)).toEqual(c(1, 'Al', 4));
  });

  it('has no winner when the quorum is not met, however lopsided the count', () => {
    const result = raceResult([c(1, 'Al', 5), c(2, 'Bea', 1)], 10, twoThirds);
    expect(result).toMatchObject({ ballots: 6, quorumNeeded: 7, quorumMet: false, outcome: { kind: 'no-quorum' } });
    expect(outcomeText(result.outcome)).toMatch(/^Quorum not met: too few members voted, so there is no winner\./);
    expect(turnoutText(result)).toBe('6 of 10 active members voted; the quorum is 7 (not met).');
  });

  it('counts exactly half as no majority: a runoff between the top two', () => {
    const result = raceResult([c(1, 'Al', 3), c(2, 'Bea', 2), c(3, 'Cy', 1)], 6, twoThirds);
    expect(result.outcome).toEqual({ kind: 'runoff', between: [c(1, 'Al', 3), c(2, 'Bea', 2)] });
    expect(outcomeText(result.outcome)).toBe('Nobody has a majority: Al and Bea go to a runoff. Start it below.');
  });

  it('flags a tie for first and says what to do', () => {
    const result = raceResult([c(1, 'Al', 3), c(2, 'Bea', 3)], 6, twoThirds);
    expect(result.outcome).toEqual({ kind: 'tie-first', tied: [c(1, 'Al', 3), c(2, 'Bea', 3)] });
    expect(outcomeText(result.outcome)).toBe(
      'Tie: Al and Bea have 3 votes each. Nobody wins. Start a runoff between them below.',
    );
    const three = raceResult([c(1, 'Al', 2), c(2, 'Bea', 2), c(3, 'Cy', 2)], 6, twoThirds);
    expect(three.outcome.kind).toBe('tie-first');
    expect(outcomeText(three.outcome)).toMatch(/A runoff takes two: choose which two as the bylaws say/);
  });

  it('flags a tie for second that decides who enters the runoff', () => {
    const result = raceResult([c(1, 'Al', 3), c(2, 'Bea', 2), c(3, 'Cy', 2)], 7, twoThirds);
    expect(result.outcome).toEqual({
      kind: 'tie-second',
      leader: c(1, 'Al', 3),
      tied: [c(2, 'Bea', 2), c(3, 'Cy', 2)],
    });
    expect(outcomeText(result.outcome)).toMatch(/^Al leads without a majority, and Bea and Cy are tied for second/);
  });

  it('has no winner without candidates or ballots', () => {
    expect(raceResult([], 10, twoThirds).outcome).toEqual({ kind: 'no-candidates' });
    expect(raceResult([c(1, 'Al', 0)], 0, twoThirds)).toMatchObject({
      quorumMet: false,
      outcome: { kind: 'no-quorum' },
    });
  });
});

describe('runoffAllowed', () => {
  const runoff = raceResult([c(1, 'Al', 3), c(2, 'Bea', 2), c(3, 'Cy', 1)], 6, twoThirds).outcome;
  const tieSecond = raceResult([c(1, 'Al', 3), c(2, 'Bea', 2), c(3, 'Cy', 2)], 7, twoThirds).outcome;
  const tieFirst = raceResult([c(1, 'Al', 2), c(2, 'Bea', 2), c(3, 'Cy', 2)], 6, twoThirds).outcome;
  const won = raceResult([c(1, 'Al', 5), c(2, 'Bea', 1)], 6, twoThirds).outcome;

  it('takes the top two, in either order', () => {
    expect(runoffAllowed(runoff, [1, 2])).toBe(true);
    expect(runoffAllowed(runoff, [2, 1])).toBe(true);
    expect(runoffAllowed(runoff, [1, 3])).toBe(false);
  });
  it('after a tie for second, the leader and one of the tied', () => {
    expect(runoffAllowed(tieSecond, [1, 3])).toBe(true);
    expect(runoffAllowed(tieSecond, [3, 1])).toBe(true);
    expect(runoffAllowed(tieSecond, [2, 3])).toBe(false);
  });
  it('after a tie for first, any two of the tied; never with a winner or twice the same', () => {
    expect(runoffAllowed(tieFirst, [2, 3])).toBe(true);
    expect(runoffAllowed(tieFirst, [2, 2])).toBe(false);
    const twoTied = raceResult([c(1, 'Al', 3), c(2, 'Bea', 3), c(3, 'Cy', 1)], 7, twoThirds).outcome;
    expect(runoffAllowed(twoTied, [1, 2])).toBe(true);
    expect(runoffAllowed(twoTied, [1, 3])).toBe(false);
    expect(runoffAllowed(twoTied, [3, 2])).toBe(false);
    expect(runoffAllowed(won, [1, 2])).toBe(false);
  });
});

describe('winnerOf', () => {
  it('is the winner of a result that has one, and nobody otherwise', () => {
    expect(winnerOf(raceResult([c(1, 'Al', 5), c(2, 'Bea', 1)], 6, twoThirds))).toEqual(c(1, 'Al', 5));
    expect(winnerOf(raceResult([c(1, 'Al', 3), c(2, 'Bea', 3)], 6, twoThirds))).toBeNull();
    expect(winnerOf(raceResult([c(1, 'Al', 5)], 10, twoThirds))).toBeNull();
  });
});
