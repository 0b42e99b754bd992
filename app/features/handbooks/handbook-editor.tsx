import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type { ActionResult } from '../../shared/forms/action-result';
import { FormField } from '../../shared/forms/form-field';
import { DiscardChangesDialog } from '../../shared/layout/dialog';
import { StatusMessage } from '../../shared/layout/status-message';
import { UnsavedChangesGuard } from '../../shared/layout/unsaved-changes-guard';
import { asShown, HANDBOOK_MAX } from './handbook-rules';
import styles from './handbooks.module.css';

export type HandbookFetcher = FetcherWithComponents<ActionResult | undefined>;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The editor of a handbook, opened on the version shown as current. It remembers that version and sends it with the
 * save, so a save after someone else's is refused and the typing stays here; it closes only once its save is taken.
 */
export function HandbookEditor({
  position,
  current,
  fetcher,
}: {
  position: string;
  current: { id: number; body: string } | null;
  fetcher: HandbookFetcher;
}) {
  const [opened, setOpened] = useState<{ basedOn: number | null; body: string } | null>(null);
  const [text, setText] = useState('');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const changed = opened !== null && asShown(text) !== opened.body;
  const result = fetcher.data;

  // A new answer that took the save closes the editor (React's pattern for state that follows a value).
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.intent === 'save' && result.ok) setOpened(null);
  }

  function open() {
    const body = current?.body ?? '';
    setOpened({ basedOn: current?.id ?? null, body });
    setText(body);
  }

  if (!opened) {
    return (
      <p>
        <button type="button" className={styles.button} onClick={open}>
          {current ? 'Edit this handbook' : 'Write this handbook'}
        </button>
      </p>
    );
  }
  const error = result?.intent === 'save' && !result.ok ? result.errors?.body : undefined;
  return (
    <section className={styles.editor} aria-labelledby="editor-heading">
      <h2 id="editor-heading">Edit the {position} handbook</h2>
      <fetcher.Form method="post" noValidate onSubmit={(event) => fetcher.state !== 'idle' && event.preventDefault()}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="basedOn" value={opened.basedOn ?? ''} />
        <FormField
          label="Handbook text"
          name="body"
          error={error}
          className={styles.field}
          errorClassName={styles.error}
        >
          {(control) => (
            <textarea
              {...control}
              rows={18}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={[control['aria-describedby'], 'handbook-hint'].filter(Boolean).join(' ')}
            />
          )}
        </FormField>
        <p id="handbook-hint" className={styles.hint}>
          # Heading, - list item, 1. numbered item, **bold**, *italic*, `code`, [link text](https://...). HTML is shown
          as text. {count(asShown(text).length)} of {count(HANDBOOK_MAX)} characters.
        </p>
        <StatusMessage result={result?.intent === 'save' && !result.ok ? result : null} />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} aria-disabled={fetcher.state !== 'idle'}>
            {fetcher.state === 'submitting' ? 'Saving…' : 'Save handbook'}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => (changed ? setConfirmDiscard(true) : setOpened(null))}
          >
            Cancel
          </button>
        </div>
      </fetcher.Form>
      <DiscardChangesDialog
        open={confirmDiscard}
        onKeep={() => setConfirmDiscard(false)}
        onDiscard={() => {
          setConfirmDiscard(false);
          setOpened(null);
        }}
      >
        What you typed in the {position} handbook has not been saved and will be lost.
      </DiscardChangesDialog>
      <UnsavedChangesGuard when={changed}>
        What you typed in the {position} handbook has not been saved and will be lost.
      </UnsavedChangesGuard>
    </section>
  );
}
