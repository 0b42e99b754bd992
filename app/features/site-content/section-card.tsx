import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { focusFirstMarked } from '../../shared/forms/form-elements';
import styles from './site-content.module.css';
import { type ContentFetcher, type HistoryView, resultFor } from './types';

interface Props {
  section: string;
  title: string;
  intro: string;
  history: HistoryView;
  fetcher: ContentFetcher;
  /** Whether the section holds changes not saved yet. */
  edited: boolean;
  /** Called when the officer types, picks a file, or adds, moves or removes a row in the section's forms. */
  onEdit: () => void;
  children: ReactNode;
}

/** One editable part of the site: its forms, the answer to the last change, and 'restore previous version'. */
export function SectionCard({ section, title, intro, history, fetcher, edited, onEdit, children }: Props) {
  const [confirming, setConfirming] = useState(false);
  const forms = useRef<HTMLDivElement>(null);
  const latestOnEdit = useRef(onEdit);
  useEffect(() => {
    latestOnEdit.current = onEdit;
  });
  // The forms of this section changed since the page showed them; each change that is saved reloads them all.
  const changedForms = useRef(new Set<HTMLFormElement>());
  // A submission held back because another form of the section has changes it would throw away.
  const [held, setHeld] = useState<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const letThrough = useRef<HTMLFormElement | null>(null);

  // Typing and files come as input events; rows change by buttons that do not submit. A button that opens a
  // dialog (removing a photo asks first) changes nothing by itself.
  useEffect(() => {
    const area = forms.current;
    if (!area) return;
    const changed = (target: EventTarget | null) => {
      const form = (target as Element | null)?.closest('form');
      if (form) changedForms.current.add(form);
      latestOnEdit.current();
    };
    const input = (event: Event) => changed(event.target);
    const click = (event: MouseEvent) => {
      const button = (event.target as Element).closest('button');
      if (button?.type === 'button' && !button.hasAttribute('aria-haspopup')) changed(button);
    };
    // Runs before the router sees the submission, so holding it back sends nothing.
    const submit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (letThrough.current === form) {
        letThrough.current = null;
        return;
      }
      const others = [...changedForms.current].some((other) => other !== form && other.isConnected);
      if (!others) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld({ form, submitter: event.submitter });
    };
    area.addEventListener('input', input);
    area.addEventListener('click', click);
    area.addEventListener('submit', submit, true);
    return () => {
      area.removeEventListener('input', input);
      area.removeEventListener('click', click);
      area.removeEventListener('submit', submit, true);
    };
  }, []);
  const goOn = () => {
    if (held) {
      letThrough.current = held.form;
      held.form.requestSubmit(held.submitter);
    }
    setHeld(null);
  };
  const result = resultFor(fetcher, section);
  const busy = fetcher.state !== 'idle';
  // A refusal puts the keyboard on the first marked field: Save sits below the section's forms, often screens away.
  useEffect(() => {
    if (result && !result.ok) focusFirstMarked(forms.current);
  }, [result]);
  const headingId = `${section}-heading`;

  const restore = () => {
    setConfirming(false);
    void fetcher.submit({ section, intent: 'restore' }, { method: 'post' });
  };

  return (
    <section id={section} className={styles.card} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      <p role="status" className={`${styles.status} ${styles.ok}`}>
        {result?.ok ? result.message : ''}
      </p>
      {result && !result.ok && (
        <p role="alert" className={`${styles.status} ${styles.failed}`}>
          {result.message}
        </p>
      )}
      <div ref={forms} className={styles.forms}>
        {children}
      </div>
      <div className={`${styles.restore} ${styles.actions}`}>
        <p className={styles.hint}>
          {history.savedAt ? `Last saved ${history.savedAt}.` : 'Showing the values the site shipped with.'}{' '}
          {history.versions === 0
            ? 'No earlier version to restore.'
            : `${history.versions} earlier ${history.versions === 1 ? 'version' : 'versions'} kept.`}
        </p>
        <button
          type="button"
          className={styles.secondary}
          disabled={history.versions === 0 || busy}
          onClick={() => setConfirming(true)}
        >
          Restore previous version
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Restore the previous ${title.toLowerCase()}?`}
        confirmLabel="Restore"
        onConfirm={restore}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The site goes back to the version saved before the current one. The current version stays in the audit log.
          {edited && ' The changes you have made here and not saved are lost.'}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={held !== null}
        title="Lose your other changes here?"
        confirmLabel="Go on and lose them"
        onConfirm={goOn}
        onCancel={() => setHeld(null)}
      >
        <p>
          You changed another part of {title.toLowerCase()} without saving it. This change reloads the whole section
          from the site, and those changes are lost. Cancel to save them first.
        </p>
      </ConfirmDialog>
    </section>
  );
}
