import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './site-content.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
};

/** A labelled input with its hint and its error, both tied to it for screen readers. */
export function Field({ label, name, error, hint, multiline = false, id, type = 'text', ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id: inputId, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} defaultValue={input.defaultValue} required={input.required} maxLength={input.maxLength} />
      ) : (
        <input type={type} {...input} {...common} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox; a checked box is sent, an unchecked one is not. */
export function Switch({ label, name, defaultChecked }: { label: string; name: string; defaultChecked: boolean }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} />
      {label}
    </label>
  );
}

/** The button that saves a section; it waits while the section's last change is being saved. */
export function SaveButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="submit" name="intent" value="save" className={styles.button} disabled={busy}>
        {label}
      </button>
    </div>
  );
}
