import type { ContactContent } from './site-content';
import { CONTACT_EMAIL_MAX } from './site-content';
import { Field, SaveButton } from './field';
import styles from './site-content.module.css';
import { type ContentFetcher, errorsFor } from './types';

/** The address visitors write to; the sign-in page offers it to someone whose account it does not know. */
export function ContactForm({ contact, fetcher }: { contact: ContactContent; fetcher: ContentFetcher }) {
  const errors = errorsFor(fetcher, 'contact');
  return (
    <fetcher.Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="section" value="contact" />
      <Field
        label="Contact email"
        name="email"
        type="email"
        autoComplete="off"
        maxLength={CONTACT_EMAIL_MAX}
        defaultValue={contact.email}
        error={errors.email}
        required
      />
      <SaveButton label="Save contact address" busy={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}
