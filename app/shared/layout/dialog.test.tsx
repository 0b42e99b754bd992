// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './dialog';

afterEach(cleanup);

/** A page with a button that opens the dialog, as the site's owners of dialogs do. */
function Page({ closeOnBackdrop = false, onClose = () => {} }: { closeOnBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Points Breakdown"
        closeOnBackdrop={closeOnBackdrop}
      >
        <p>No points yet.</p>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    </>
  );
}

function openFromButton() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Points Breakdown' }) as HTMLDialogElement };
}

describe('Dialog', () => {
  it('is on the page only while open, as a modal named by its title, with focus on its first control', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('No points yet.')).toBeNull();

    const { dialog } = openFromButton();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('asks its owner to close on Escape, then gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { opener, dialog } = openFromButton();

    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: past the last control comes the first, and back', () => {
    render(<Page />);
    const { dialog } = openFromButton();
    const close = screen.getByRole('button', { name: 'Close' });

    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    fireEvent(close, tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    expect(dialog.open).toBe(true);
  });

  it('closes on a press beside it only when asked to', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Page onClose={onClose} />);
    fireEvent.mouseDown(openFromButton().dialog, { clientX: 5000, clientY: 5000 });
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    render(<Page onClose={onClose} closeOnBackdrop />);
    const { dialog } = openFromButton();
    fireEvent.mouseDown(screen.getByText('No points yet.'), { clientX: 5000, clientY: 5000 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog, { clientX: 5000, clientY: 5000 });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ConfirmDialog', () => {
  it('is described by its text, focuses Cancel first, and answers each button', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Confirm Delete" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel}>
        <p>Deleting an event removes all points associated with it.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Deleting an event removes all points associated with it.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
