import type { DashboardContent } from './site-content';
import { Field, SaveButton, Switch } from './field';
import styles from './site-content.module.css';
import { type ContentFetcher, errorsFor } from './types';

/** The member dashboard's points goal, which of its cards this term shows, and when the weekly digest goes out. */
export function DashboardForm({
  dashboard,
  version,
  fetcher,
}: {
  dashboard: DashboardContent;
  /** The saved value the form shows (see HistoryView). */
  version: string;
  fetcher: ContentFetcher;
}) {
  const errors = errorsFor(fetcher, 'dashboard');
  return (
    <fetcher.Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="section" value="dashboard" />
      <input type="hidden" name="version" value={version} />
      <Field
        label="Points goal"
        name="pointsGoal"
        type="number"
        inputMode="numeric"
        min={1}
        max={100000}
        step={1}
        defaultValue={dashboard.pointsGoal}
        error={errors.pointsGoal}
        required
      />
      <Switch label="Show the BroDates card" name="broDateCard" defaultChecked={dashboard.broDateCard} />
      <Switch
        label="Show the Spoon Assassins card"
        name="spoonAssassinsCard"
        defaultChecked={dashboard.spoonAssassinsCard}
      />
      <Field
        label="Weekly digest time (Sundays)"
        name="digestTime"
        type="time"
        hint="When members who want it get the week's digest by email, in the chapter's time zone."
        defaultValue={dashboard.digestTime}
        error={errors.digestTime}
        required
      />
      <SaveButton label="Save dashboard settings" busy={fetcher.state !== 'idle'} />
    </fetcher.Form>
  );
}
