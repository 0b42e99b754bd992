import { FormField as LabelledField } from '../../shared/forms/form-field';
import styles from './user-management.module.css';

/** A field of the member forms, in their look. */
export function FormField(props: Omit<Parameters<typeof LabelledField>[0], 'className' | 'errorClassName'>) {
  return <LabelledField {...props} className={styles.field} errorClassName={styles.fieldError} />;
}
