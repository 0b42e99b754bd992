// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RunoffForm } from './runoff-form';
import { raceResult, type Count } from './race-result';

afterEach(cleanup);

const al: Count = { memberId: 1, name: 'Al Tau', votes: 2 };
const bea: Count = { memberId: 2, name: 'Bea Tau', votes: 1 };

function show(counts: Count[], eligible: number) {
  const result = raceResult(counts, eligible, { numerator: 1, denominator: 2 });
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <RunoffForm
          raceId={7}
          position="Scribe"
          outcome={result.outcome}
          candidates={result.counts}
          now="2026-12-01T17:20:30.000Z"
        />
      ),
    },
  ]);
  render(<Stub />);
}

describe('a new round for a position without a winner', () => {
  it('holds the vote again among every candidate when the quorum was missed, from the next whole hour for two days', () => {
    show([al, bea], 10);
    // Loaded at 09:20:30 in Los Angeles: the default opening is still ahead when the form is sent minutes later.
    expect(screen.getByLabelText<HTMLInputElement>('New vote opens (Los Angeles time)').value).toBe('2026-12-01T10:00');
    expect(screen.getByLabelText<HTMLInputElement>('New vote closes (Los Angeles time)').value).toBe(
      '2026-12-03T10:00',
    );
    const form = screen.getByRole('form', { name: 'Vote again for Scribe' });
    expect(form.querySelector('input[name="intent"]')?.getAttribute('value')).toBe('rerun');
    expect(screen.getByText('Between Al Tau, Bea Tau, as before.')).toBeTruthy();
    expect(screen.queryByLabelText('First candidate')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the new vote' })).toBeTruthy();
  });

  it('offers a runoff between the top two when nobody has a majority, and nothing once someone won', () => {
    show([al, bea, { memberId: 3, name: 'Cy Tau', votes: 1 }, { memberId: 4, name: 'Di Tau', votes: 0 }], 6);
    expect(screen.getByRole('form', { name: 'Runoff for Scribe' })).toBeTruthy();
    cleanup();
    show([al], 2);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
