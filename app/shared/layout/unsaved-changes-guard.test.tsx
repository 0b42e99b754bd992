// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

afterEach(cleanup);

/** A page with a field whose typing is unsaved until it is empty, and a link away. */
function Editor() {
  const [typed, setTyped] = useState('');
  return (
    <>
      <label>
        Points <input value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
      <Link to="/elsewhere">Home</Link>
      <UnsavedChangesGuard when={typed !== ''}>Your typing is lost if you leave.</UnsavedChangesGuard>
    </>
  );
}

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const follow = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name }));
  });
};

describe('UnsavedChangesGuard', () => {
  it('lets a link go at once when nothing is typed', async () => {
    const router = renderAt();
    await follow('Home');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before a link leaves typing behind: Stay keeps the page and the typing, Leave goes', async () => {
    const router = renderAt();
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '40' } });
    await follow('Home');
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your typing is lost if you leave.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    });
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Points')).toHaveProperty('value', '40');

    await follow('Home');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks the browser before a reload or close only while there is typing', () => {
    renderAt();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '40' } });
    expect(unload()).toBe(true);
  });
});
