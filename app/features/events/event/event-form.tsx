import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from '../../../config/chapter';
import type { ActionResult } from '../../../shared/forms/action-result';
import { focusFirstMarked } from '../../../shared/forms/form-elements';
import { FormField } from '../../../shared/forms/form-field';
import { StatusMessage } from '../../../shared/layout/status-message';
import tool from '../../../shared/layout/officer-tool.module.css';
import { MAX_EVENT_NAME, MAX_LOCATION } from './event-limits';
import type { formValues } from './event-form-rules';
import styles from './events.module.css';

export type EventFormValues = ReturnType<typeof formValues>;

interface Props {
  intent: 'create' | 'update';
  /** The event being edited; a new event's form starts empty. */
  values?: EventFormValues;
  submitLabel: string;
  /** Called once the server saved the event. */
  onSaved: (result: ActionResult) => void;
  /** Told whenever the form starts or stops differing from what it was opened with. */
  onInput?: (form: HTMLFormElement) => void;
  /** Said above the form's last fields when the event ends on a later day than the form can show. */
  endsLaterNote?: string;
  /** Said under the points, read out with them: whose points a change of points moves. */
  pointsNote?: string;
  /** Buttons shown before the submit button (Cancel in the edit dialog). */
  children?: ReactNode;
}

/**
 * The event form, to create an event or edit one. Date and times are typed in the chapter's time zone. A refused
 * field is marked in place with its message and keeps what was typed; the keyboard goes to the first marked field.
 */
export function EventForm({
  intent,
  values,
  submitLabel,
  endsLaterNote,
  pointsNote,
  onSaved,
  onInput,
  children,
}: Props) {
  const pointsNoteId = useId();
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = (result && !result.ok ? result.errors : undefined) ?? {};
  const saved = useEffectEvent((answer: ActionResult) => {
    if (intent === 'create') form.current?.reset();
    onSaved(answer);
    if (form.current) onInput?.(form.current);
  });
  useEffect(() => {
    if (result?.ok) saved(result);
    else if (result) focusFirstMarked(form.current);
  }, [result]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className={styles.eventForm}
      onInput={(event) => onInput?.(event.currentTarget)}
      // While a save is on its way, pressing again sends nothing (the button stays focusable: aria-disabled).
      onSubmit={(event) => fetcher.state !== 'idle' && event.preventDefault()}
    >
      <StatusMessage result={result && !result.ok ? result : null} />
      <input type="hidden" name="intent" value={intent} />
      <div className={styles.formGrid}>
        <Field label="Name" error={errors.name} wide>
          {(props) => (
            <input
              className={styles.input}
              {...props}
              name="name"
              defaultValue={values?.name}
              maxLength={MAX_EVENT_NAME * 2}
              required
            />
          )}
        </Field>
        <Field label="Category" error={errors.category}>
          {(props) => (
            <select
              className={styles.input}
              {...props}
              name="category"
              defaultValue={values?.category ?? 'chapter-meeting'}
            >
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {EVENT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Date" error={errors.date}>
          {(props) => (
            <input className={styles.input} {...props} name="date" type="date" defaultValue={values?.date} required />
          )}
        </Field>
        <Field label="Start time" error={errors.startTime}>
          {(props) => (
            <input
              className={styles.input}
              {...props}
              name="startTime"
              type="time"
              defaultValue={values?.startTime}
              required
            />
          )}
        </Field>
        <Field label="End time" error={errors.endTime}>
          {(props) => (
            <input
              className={styles.input}
              {...props}
              name="endTime"
              type="time"
              defaultValue={values?.endTime}
              required
            />
          )}
        </Field>
        <Field label="Location" error={errors.location} wide>
          {(props) => (
            <input
              className={styles.input}
              {...props}
              name="location"
              defaultValue={values?.location}
              maxLength={MAX_LOCATION}
            />
          )}
        </Field>
        <Field label="Points for attending" error={errors.points}>
          {(props) => (
            <input
              className={styles.input}
              {...props}
              aria-describedby={
                [props['aria-describedby'], pointsNote ? pointsNoteId : null].filter(Boolean).join(' ') || undefined
              }
              name="points"
              inputMode="numeric"
              defaultValue={values?.points ?? '0'}
              required
            />
          )}
        </Field>
      </div>
      {pointsNote ? (
        <p id={pointsNoteId} className={styles.note}>
          {pointsNote}
        </p>
      ) : null}
      {values?.endsLater ? <p className={styles.note}>{endsLaterNote}</p> : null}
      <label className={styles.check}>
        <input type="checkbox" name="expected" defaultChecked={values?.expected ?? false} /> Expected of every active
        member
      </label>
      <div className={styles.formActions}>
        {children}
        <button type="submit" className={tool.button} aria-disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Saving…' : submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** A field of the event form, in its look; `wide` spans the whole row of the grid. */
function Field({
  wide,
  ...props
}: Omit<Parameters<typeof FormField>[0], 'className' | 'errorClassName'> & { wide?: boolean }) {
  const className = wide ? `${styles.field} ${styles.wide}` : styles.field;
  return <FormField {...props} className={className} errorClassName={styles.fieldError} />;
}
