import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './dialog';

/**
 * Asks "Leave without saving?" before a navigation of the site throws away typing that is not saved; a reload or
 * closing the tab gets the browser's own question, the only one a page may ask then. `children` says what is lost.
 */
export function UnsavedChangesGuard({ when, children }: { when: boolean; children: ReactNode }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>{children}</p>
    </ConfirmDialog>
  );
}
