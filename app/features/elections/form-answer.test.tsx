// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FormEnd, useAnswer } from './form-answer';

afterEach(cleanup);

/** A form of intent `nominate` on a page whose action answers `answer`. */
function show(answer: object) {
  function Form() {
    const { fetcher, answer: shown, busy } = useAnswer('nominate');
    return (
      <fetcher.Form method="post" aria-label="Nominate">
        <FormEnd answer={shown} busy={busy} label="Nominate" />
      </fetcher.Form>
    );
  }
  const Stub = createRoutesStub([{ path: '/', Component: Form, action: () => answer }]);
  render(<Stub />);
}

describe("an election form's answer", () => {
  it('shows the answer to its own intent under the form, above its button', async () => {
    show({ intent: 'nominate', ok: false, message: 'Choose a member.' });
    fireEvent.click(screen.getByRole('button', { name: 'Nominate' }));
    // The alert region is there, empty, before any answer, so that a screen reader hears the answer when it comes.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose a member.'), { timeout: 5000 });
  });

  it("shows nothing of another form's answer", async () => {
    show({ intent: 'decide', ok: false, message: 'That nomination is no longer there.' });
    fireEvent.click(screen.getByRole('button', { name: 'Nominate' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('That nomination is no longer there.')).toBeNull();
  });

  it('keeps its button focusable but marked as waiting while the form is sent', () => {
    render(<FormEnd answer={null} busy label="Save election" />);
    expect(screen.getByRole('button', { name: 'Save election' }).getAttribute('aria-disabled')).toBe('true');
  });
});
