// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ElectionPrompts } from './election-prompts';
import type { Prompt } from './dashboard-prompts.server';

afterEach(cleanup);

function show(prompts: Prompt[]) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ElectionPrompts prompts={prompts} /> }]);
  render(<Stub />);
}

describe('the dashboard election prompts', () => {
  it('say what is open or asked, each leading to /elections', () => {
    const base = { electionId: 3, title: 'Board 2027' };
    show([
      { kind: 'nominations', ...base },
      { kind: 'nominated', ...base, position: 'Scribe' },
      { kind: 'voting', ...base },
      { kind: 'results', ...base },
    ]);
    expect(screen.getByRole('region', { name: 'Elections' }).querySelectorAll('p')).toHaveLength(4);
    for (const [text, action] of [
      ['Nominations are open for Board 2027.', 'Nominate'],
      ['You were nominated for Scribe: accept or decline.', 'Answer'],
      ['Voting is open for Board 2027.', 'Vote now'],
      ['The results of Board 2027 are published.', 'See results'],
    ]) {
      expect(screen.getByText(text as string)).toBeTruthy();
      expect(screen.getByRole('link', { name: `${action}: ${text}` }).getAttribute('href')).toBe('/elections');
    }
  });

  it('are not there when nothing is open', () => {
    show([]);
    expect(screen.queryByRole('region', { name: 'Elections' })).toBeNull();
  });
});
