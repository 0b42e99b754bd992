import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  /** Asked for by Escape, by a press beside the dialog when `closeOnBackdrop`, and by the owner's own buttons. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: string;
  /** For a dialog whose content speaks for itself (an enlarged photo): the title is read out but not shown. */
  titleHidden?: boolean;
  /** Whether a press on the dimmed page beside the dialog closes it. */
  closeOnBackdrop?: boolean;
  /** How long the closing animation plays before the dialog leaves the page; 0 closes at once. */
  closeMs?: number;
  /** The id of the text that describes the dialog, read out after its title. */
  describedBy?: string;
  /** This dialog's own size and colours, on top of the shared panel. */
  className?: string;
  children: ReactNode;
}

/**
 * The site's one modal dialog, on the native `<dialog>` (inert page behind, focus kept inside and given back). Its
 * content is on the page only while it is open, so every opening starts fresh.
 */
export function Dialog({ open, closeMs = 0, ...props }: DialogProps) {
  const [shown, setShown] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  // Follows `open` during render (React's pattern for state derived from props); closing may linger to animate.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShown(true);
    else if (closeMs === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) setShown(false);
  }
  const closing = shown && !open;

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => setShown(false), closeMs);
    return () => window.clearTimeout(timer);
  }, [closing, closeMs]);

  if (!shown) return null;
  return <ModalDialog {...props} closing={closing} closeMs={closeMs} />;
}

function ModalDialog(props: Omit<DialogProps, 'open'> & { closing: boolean; closeMs: number }) {
  const { onClose, title, titleHidden, closeOnBackdrop, describedBy, className, closing, closeMs, children } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // Opens as a modal when it comes on the page, and gives focus back to the opener when it leaves. (Development's
  // double run of effects finds the dialog already open and keeps the first opener.)
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    const returnTo = opener;
    return () => returnTo.current?.focus();
  }, []);

  // The page behind is inert, but Tab would still leave the dialog for the browser's own controls.
  function keepFocusInside(event: React.KeyboardEvent) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  // A press lands on the dialog element itself both on its padding and on the backdrop; only the backdrop is outside.
  function onMouseDown(event: React.MouseEvent<HTMLDialogElement>) {
    if (!closeOnBackdrop || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-state={closing ? 'closing' : 'open'}
      style={{ '--dialog-close-ms': `${closeMs}ms` } as React.CSSProperties}
      onKeyDown={keepFocusInside}
      onMouseDown={onMouseDown}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the owner closes it, so `open` stays the one source of truth
        onClose();
      }}
    >
      <h2 id={titleId} className={titleHidden ? 'visually-hidden' : styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation asked before a destructive action; Escape cancels, as does the Cancel button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onCancel} title={title} describedBy={bodyId} className={styles.confirm}>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.actions}>
        {/* First, so that it is the button focused when the dialog opens: the safe choice. */}
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirmButton} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Asks before a form's typing is thrown away by closing it: "Keep editing" (focused, the safe choice) goes back to
 * the typing, "Discard changes" closes. `children` says what would be lost.
 */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onKeep,
  children,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard your changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
      onCancel={onKeep}
    >
      <p>{children}</p>
    </ConfirmDialog>
  );
}
