import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './dialog';

/**
 * Asks before typing that is not saved is thrown away. Leaving by a link or form of the site (a React Router
 * navigation to another page) opens "Leave without saving?": "Stay on this page" keeps the typing, "Leave without
 * saving" goes. A reload or closing the tab gets the browser's own question, the only one a page may ask then.
 * `children` says what would be lost. Every officer tool that holds typing uses this one guard.
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
