import type { RushContent } from './site-content';
import { Field, SaveButton, Switch } from './field';
import styles from './site-content.module.css';
import { TimelineEditor } from './timeline-editor';
import { type ContentFetcher, errorsFor } from './types';

/** The rush season: title, start, interest form, countdown switch and timeline, saved together. */
export function RushForm({
  rush,
  timeZone,
  fetcher,
}: {
  rush: RushContent;
  timeZone: string;
  fetcher: ContentFetcher;
}) {
  const errors = errorsFor(fetcher, 'rush');
  return (
    <fetcher.Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="section" value="rush" />
      <Field label="Title" name="title" defaultValue={rush.title} error={errors.title} maxLength={80} required />
      <div className={styles.grid2}>
        <Field
          label="Rush starts"
          name="startsAt"
          type="datetime-local"
          defaultValue={rush.startsAt}
          hint={`Date and time in the chapter's time zone (${timeZone}).`}
          error={errors.startsAt}
          required
        />
        <Field
          label="Interest form address"
          name="interestFormUrl"
          type="url"
          defaultValue={rush.interestFormUrl}
          hint="The full address, starting with https://"
          error={errors.interestFormUrl}
          maxLength={500}
          required
        />
      </div>
      <Switch label="Show the countdown on the rush page" name="showCountdown" defaultChecked={rush.showCountdown} />
      <TimelineEditor timeline={rush.timeline} errors={errors} />
      <SaveButton label="Save rush season" busy={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}
