import { useId, type ReactNode } from 'react';
import styles from './user-management.module.css';

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control with its error message read out with it. */
export function FormField({ label, name, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
