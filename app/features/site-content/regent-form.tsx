import { REGENT_MESSAGE_MAX } from './site-content';
import { Field, SaveButton } from './field';
import { PhotoThumb } from './photo-thumb';
import styles from './site-content.module.css';
import { type ContentFetcher, errorsFor, type PhotoPreview } from './types';

export interface RegentView {
  name: string;
  message: string;
  portrait: PhotoPreview;
}

/** The home page's 'A Message from the Regent': name, portrait and message. */
export function RegentForm({
  regent,
  version,
  fetcher,
}: {
  regent: RegentView;
  /** The saved value the form shows (see HistoryView). */
  version: string;
  fetcher: ContentFetcher;
}) {
  const errors = errorsFor(fetcher, 'regent');
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className={styles.form} noValidate>
      <input type="hidden" name="section" value="regent" />
      <input type="hidden" name="version" value={version} />
      <Field
        label="Regent's name"
        name="name"
        defaultValue={regent.name}
        hint="Leave empty to show the member who holds the Regent role."
        error={errors.name}
        maxLength={80}
      />
      <div className={styles.grid2}>
        <div className={styles.field}>
          <span className={styles.label}>Current portrait</span>
          <PhotoThumb preview={regent.portrait} alt="The current portrait" className={styles.portrait} />
        </div>
        <Field
          label="New portrait (optional)"
          name="portrait"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG or WebP, at most 5 MB."
          error={errors.portrait}
        />
      </div>
      <Field
        label="Message"
        name="message"
        multiline
        defaultValue={regent.message}
        hint="Leave a blank line between paragraphs. **bold**, *italic* and [link text](https://...) work; HTML is shown as text."
        error={errors.message}
        maxLength={REGENT_MESSAGE_MAX}
        required
      />
      <SaveButton label="Save regent's message" busy={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}
