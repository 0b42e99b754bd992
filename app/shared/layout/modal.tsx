import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** How long the closing animation plays before the dialog leaves the page; 0 closes at once. */
  closeMs?: number;
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in and is trapped inside, Escape and the backdrop
 * close it, and focus returns to what opened it. A closing animation is skipped under prefers-reduced-motion.
 */
export function Modal({ open, onClose, title, children, closeMs = 0 }: ModalProps) {
  const [shown, setShown] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  const titleId = useId();
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
  return (
    <div
      className={styles.backdrop}
      data-state={closing ? 'closing' : 'open'}
      style={{ '--modal-close-ms': `${closeMs}ms` } as React.CSSProperties}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <DialogBox titleId={titleId} title={title} onClose={onClose} closing={closing}>
        {children}
      </DialogBox>
    </div>
  );
}

function DialogBox(props: {
  titleId: string;
  title: string;
  onClose: () => void;
  closing: boolean;
  children: ReactNode;
}) {
  const { titleId, title, onClose, closing, children } = props;
  const box = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus moves into the dialog when it opens and back to the opener when it leaves the page.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const focusFirst = () =>
      (
        box.current?.querySelector<HTMLElement>('[autofocus]') ??
        box.current?.querySelector<HTMLElement>(FOCUSABLE) ??
        box.current
      )?.focus();
    focusFirst();
    // Escape works wherever focus is, and focus that escapes the dialog (a click outside) is brought back.
    const onDocumentKey = (event: KeyboardEvent) => event.key === 'Escape' && onCloseRef.current();
    const onFocusIn = (event: FocusEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) focusFirst();
    };
    document.addEventListener('keydown', onDocumentKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      document.removeEventListener('focusin', onFocusIn);
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      ref={box}
      className={styles.dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-closing={closing || undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </div>
  );
}
