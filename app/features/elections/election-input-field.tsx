import type { InputHTMLAttributes } from 'react';
import { FormField } from '../../shared/forms/form-field';
import styles from './elections.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className' | 'required'>;

/** A required labelled input in the elections' forms' look, its error under it: the periods and the quorum. */
export function ElectionInputField({
  label,
  name,
  error,
  ...input
}: InputProps & { label: string; name: string; error?: string }) {
  return (
    <FormField label={label} name={name} error={error} className={styles.field} errorClassName={styles.fieldError}>
      {(control) => <input {...control} {...input} className={styles.input} required />}
    </FormField>
  );
}
