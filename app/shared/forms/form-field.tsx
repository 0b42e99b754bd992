import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** The field's name in the form, given to the control; a control may name itself instead. */
  name?: string;
  error?: string;
  /** The form's own look of a field and of its error. */
  className?: string;
  errorClassName?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: { id: string; name?: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control with its error message under it, read out with it. */
export function FormField({ label, name, error, className, errorClassName, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className={errorClassName}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
