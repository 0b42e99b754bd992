// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ElectionDetail, RaceView } from './election-reads.server';
import { ELECTION_MESSAGES, openAfterApplying } from './messages';
import { raceResult } from './race-result';
import { ResultActions } from './result-actions';

afterEach(cleanup);

const quorum = { numerator: 1, denominator: 2 };
function race(id: number, position: string, counts: { memberId: number; name: string; votes: number }[]): RaceView {
  return {
    id,
    position,
    round: 1,
    votingOpenAt: '2026-11-10T17:00:00.000Z',
    votingCloseAt: '2026-11-12T17:00:00.000Z',
    open: false,
    closed: true,
    published: true,
    candidates: counts.map(({ memberId, name }) => ({ memberId, name })),
    result: raceResult(counts, 4, quorum),
    turnout: null,
  };
}

/** Webmaster won by Ana; Scribe won by Al, an alumnus now; Treasurer without a ballot cast, so left open. */
const detail = {
  election: {},
  pending: {
    startsOn: '2027-01-01',
    requestedBy: 1,
    requestedByName: 'Rhea Tau',
    requestedAt: '2026-11-13T12:00:00.000Z',
  },
  terms: [],
  phase: 'published',
  races: [
    race(1, 'Webmaster', [{ memberId: 10, name: 'Ana Tau', votes: 4 }]),
    race(2, 'Scribe', [{ memberId: 11, name: 'Al Tau', votes: 4 }]),
    race(3, 'Treasurer', []),
  ],
  nominations: [],
  winners: [
    { memberId: 10, active: true },
    { memberId: 11, active: false },
  ],
} as unknown as ElectionDetail;

describe('confirming results another officer applied', () => {
  it('lists the terms, the winners passed over and the positions left open, as applying did', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <ResultActions detail={detail} today="2026-11-13" officerId={2} /> },
    ]);
    render(<Stub />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm these terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the new terms?' });
    expect(within(dialog).getByText('Ana Tau is Webmaster from January 1, 2027.')).toBeTruthy();
    expect(within(dialog).getByText(ELECTION_MESSAGES.winnerNotActive('Al Tau', 'Scribe'))).toBeTruthy();
    expect(within(dialog).getByText(openAfterApplying(['Treasurer']))).toBeTruthy();
  });
});

describe('applying results', () => {
  it('sends for confirmation a board that ends a term with a tool: the Webmaster elected Treasurer', () => {
    const webmasterWins = {
      ...detail,
      pending: null,
      races: [race(3, 'Treasurer', [{ memberId: 20, name: 'Wes Tau', votes: 4 }])],
      terms: [
        { id: 5, memberId: 20, memberName: 'Wes Tau', position: 'Webmaster', startsOn: '2026-01-01', endsOn: null },
      ],
      winners: [{ memberId: 20, active: true }],
    } as ElectionDetail;
    const Stub = createRoutesStub([
      { path: '/', Component: () => <ResultActions detail={webmasterWins} today="2026-11-13" officerId={2} /> },
    ]);
    render(<Stub />);
    fireEvent.change(screen.getByLabelText('First day of the new terms'), { target: { value: '2027-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply results' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply the results?' });
    expect(within(dialog).getByText(/Wes Tau's term as Webmaster ends on December 31, 2026/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send for confirmation' })).toBeTruthy();
  });
});
