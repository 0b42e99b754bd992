// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ComingTermCard, type ComingTermView } from './coming-term-card';

afterEach(cleanup);

function renderCard(term: ComingTermView) {
  const Stub = createRoutesStub([{ path: '/dashboard', Component: () => <ComingTermCard term={term} /> }]);
  render(<Stub initialEntries={['/dashboard']} />);
}

describe('the incoming officer card', () => {
  it('names the first day and the position, shows the handbook rendered safely and links to it', async () => {
    renderCard({ position: 'Vice Regent', startsOn: '2027-01-01', handbook: '# Duties\n\n- Run <b>meetings</b>' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your position starts on January 1, 2027' }),
    ).toBeTruthy();
    expect(screen.getByText('Vice Regent', { selector: 'strong' })).toBeTruthy();
    const handbook = screen.getByRole('region', { name: 'Vice Regent handbook' });
    expect(handbook.querySelector('h3')?.textContent).toBe('Duties');
    expect(handbook.querySelector('li')?.textContent).toBe('Run <b>meetings</b>');
    expect(handbook.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the Vice Regent handbook' }).getAttribute('href')).toBe(
      '/handbooks/vice-regent',
    );
  });

  it('says when the position has no handbook yet', async () => {
    renderCard({ position: 'Treasurer', startsOn: '2027-01-01', handbook: null });
    expect(await screen.findByText('No handbook yet for Treasurer.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Treasurer handbook' })).toBeNull();
  });
});
