// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckInPrompt } from './check-in-prompt';

afterEach(cleanup);

function show(events: { id: number; name: string }[]) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <CheckInPrompt events={events} /> }]);
  render(<Stub />);
}

describe('the Check in prompt', () => {
  it('says which check-in is open and leads to /check-in', () => {
    show([{ id: 7, name: 'Chapter Meeting' }]);
    expect(screen.getByText('Check-in is open for Chapter Meeting.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check in' }).getAttribute('href')).toBe('/check-in');
  });

  it('is not there when no check-in awaits the member', () => {
    show([]);
    expect(screen.queryByRole('region', { name: 'Check-in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Check in' })).toBeNull();
  });
});
