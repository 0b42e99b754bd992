import { useEffect, useRef, useState } from 'react';
import tool from '../../shared/layout/officer-tool.module.css';
import type { ActionResult } from '../../shared/forms/action-result';
import { eventNameProblem } from '../events';
import styles from './scribe-editor.module.css';

interface Props {
  /** The names of the events on the sheet, which a new one may not repeat. */
  eventNames: readonly string[];
  busy: boolean;
  /** The last answer to an add-event: success clears the name, a refusal of the name is shown under it. */
  answer: ActionResult | null;
  onAdd: (name: string) => void;
}

/**
 * "New event name" and Add Event. A name that cannot be used is refused under the field, saying why, and stays as
 * typed (never cut short) until the officer changes it; the name is cleared only once the event is added.
 */
export function AddEventForm({ eventNames, busy, answer, onAdd }: Props) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sent = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!answer || sent.current === null) return;
    if (answer.ok) setName((current) => (current.trim() === sent.current ? '' : current));
    else if (answer.errors?.name) setProblem(answer.errors.name);
    sent.current = null;
  }, [answer]);

  return (
    <form
      className={styles.addEvent}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const refusal = eventNameProblem(name, eventNames);
        setProblem(refusal);
        if (refusal) return input.current?.focus();
        sent.current = name.trim();
        onAdd(sent.current);
      }}
    >
      <div className={styles.eventField}>
        <label htmlFor="new-event" className="visually-hidden">
          New event name
        </label>
        <input
          ref={input}
          id="new-event"
          placeholder="New event name"
          autoComplete="off"
          value={name}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'new-event-problem' : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <p id="new-event-problem" className={styles.problem}>
            {problem}
          </p>
        ) : null}
      </div>
      {/* aria-disabled, not disabled, while a change is sent: a disabled button would drop the keyboard focus. */}
      <button type="submit" className={tool.secondary} aria-disabled={busy}>
        Add Event
      </button>
    </form>
  );
}
