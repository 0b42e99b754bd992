import type { RushContent } from './site-content';
import { seasonEndsOn } from './rush-season';
import { Field, SaveButton, Switch } from './field';
import styles from './site-content.module.css';
import { TimelineEditor } from './timeline-editor';
import { type ContentFetcher, errorsFor } from './types';

/** The rush season: title, start, last day, interest form, countdown switch and timeline, saved together. */
export function RushForm({
  rush,
  version,
  timeZone,
  fetcher,
}: {
  rush: RushContent;
  /** The saved value the form shows (see HistoryView). */
  version: string;
  timeZone: string;
  fetcher: ContentFetcher;
}) {
  const errors = errorsFor(fetcher, 'rush');
  // A season saved before seasons had a last day gets a suggested one, shown as such and saved only with the form.
  const suggested = rush.endsOn === undefined;
  return (
    <fetcher.Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="section" value="rush" />
      <input type="hidden" name="version" value={version} />
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
          label="Last day of rush"
          name="endsOn"
          type="date"
          defaultValue={seasonEndsOn(rush)}
          hint={
            suggested
              ? 'Suggested, not saved yet: this season was saved before seasons had a last day. Check it and save the rush season to keep it.'
              : 'From the next midnight the rush page says rush is over and points to the interest form.'
          }
          error={errors.endsOn}
          required
        />
      </div>
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
      <Switch label="Show the countdown on the rush page" name="showCountdown" defaultChecked={rush.showCountdown} />
      <TimelineEditor timeline={rush.timeline} errors={errors} />
      <SaveButton label="Save rush season" busy={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}
