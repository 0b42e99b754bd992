import { describe, expect, it } from 'vitest';
import {
  electionPhase,
  PHASE_LABELS,
  raceVotingClosed,
  raceVotingOpen,
  raceVotingPeriod,
  type ElectionTimes,
} from './election-phase';

const at = (iso: string) => new Date(iso);
const election: ElectionTimes = {
  nominationsOpenAt: at('2026-11-01T17:00:00Z'),
  nominationsCloseAt: at('2026-11-08T17:00:00Z'),
  votingOpenAt: at('2026-11-10T17:00:00Z'),
  votingCloseAt: at('2026-11-12T17:00:00Z'),
  resultsPublishedAt: null,
  appliedAt: null,
};

describe('electionPhase', () => {
  it.each([
    ['2026-11-01T16:59:59Z', 'upcoming'],
    ['2026-11-01T17:00:00Z', 'nominations'],
    ['2026-11-08T16:59:59Z', 'nominations'],
    ['2026-11-08T17:00:00Z', 'between'],
    ['2026-11-10T17:00:00Z', 'voting'],
    ['2026-11-12T16:59:59Z', 'voting'],
    ['2026-11-12T17:00:00Z', 'closed'],
  ])('at %s is %s', (instant, phase) => {
    expect(electionPhase(election, at(instant))).toBe(phase);
  });

  it('goes straight from nominations to voting when one closes as the other opens', () => {
    const back = { ...election, votingOpenAt: election.nominationsCloseAt };
    expect(electionPhase(back, at('2026-11-08T17:00:00Z'))).toBe('voting');
  });

  it('is published, then applied, whatever the clock says', () => {
    const published = { ...election, resultsPublishedAt: at('2026-11-12T18:00:00Z') };
    expect(electionPhase(published, at('2026-11-01T00:00:00Z'))).toBe('published');
    expect(electionPhase({ ...published, appliedAt: at('2026-11-13T00:00:00Z') }, at('2026-11-20T00:00:00Z'))).toBe(
      'applied',
    );
  });
});

describe('the phase labels', () => {
  it('give every phase a label of its own, so the page never shows two phases alike', () => {
    const labels = Object.values(PHASE_LABELS);
    expect(Object.keys(PHASE_LABELS)).toHaveLength(7);
    expect(new Set(labels).size).toBe(7);
    for (const label of labels) expect(label.length).toBeGreaterThan(5);
  });
});

describe('race voting periods', () => {
  const first = { round: 1, votingOpenAt: null, votingCloseAt: null };
  const runoff = { round: 2, votingOpenAt: at('2026-11-14T17:00:00Z'), votingCloseAt: at('2026-11-15T17:00:00Z') };
  const published = { ...election, resultsPublishedAt: at('2026-11-12T18:00:00Z') };

  it('round 1 votes in the election period; a runoff in its own', () => {
    expect(raceVotingOpen(election, first, at('2026-11-11T00:00:00Z'))).toBe(true);
    expect(raceVotingOpen(election, runoff, at('2026-11-11T00:00:00Z'))).toBe(false);
    expect(raceVotingOpen(published, runoff, at('2026-11-14T17:00:00Z'))).toBe(true);
    expect(raceVotingOpen(published, runoff, at('2026-11-15T17:00:00Z'))).toBe(false);
  });

  it('closes round 1 once published, and everything once applied', () => {
    const early = { ...election, resultsPublishedAt: at('2026-11-11T00:00:00Z') };
    expect(raceVotingOpen(early, first, at('2026-11-11T01:00:00Z'))).toBe(false);
    expect(
      raceVotingOpen({ ...published, appliedAt: at('2026-11-14T00:00:00Z') }, runoff, at('2026-11-14T18:00:00Z')),
    ).toBe(false);
  });

  it('says when counts may be shown: from the close of the race, never before', () => {
    expect(raceVotingClosed(election, first, at('2026-11-12T16:59:59Z'))).toBe(false);
    expect(raceVotingClosed(election, first, at('2026-11-12T17:00:00Z'))).toBe(true);
    expect(raceVotingClosed(published, runoff, at('2026-11-13T00:00:00Z'))).toBe(false);
  });

  it("gives a runoff the election's period until it has one of its own, and round 1 always the election's", () => {
    const electionPeriod = { opens: election.votingOpenAt, closes: election.votingCloseAt };
    expect(raceVotingPeriod(election, { round: 2, votingOpenAt: null, votingCloseAt: null })).toEqual(electionPeriod);
    expect(raceVotingPeriod(election, { ...runoff, votingCloseAt: null })).toEqual(electionPeriod);
    expect(raceVotingPeriod(election, { ...runoff, votingOpenAt: null })).toEqual(electionPeriod);
    expect(raceVotingPeriod(election, { ...runoff, round: 1 })).toEqual(electionPeriod);
    expect(raceVotingPeriod(election, runoff)).toEqual({ opens: runoff.votingOpenAt, closes: runoff.votingCloseAt });
  });
});
