import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { inTransaction } from '../../shared/db/transaction.server';
import { answering, readForm, saved } from '../../shared/forms/action.server';
import type { ActionResult } from '../../shared/forms/action-result';
import { pageMeta } from '../../shared/layout/meta';
import { PageHero } from '../../shared/layout/page-hero';
import { ToolMessage } from '../../shared/layout/tool-message';
import { UnsavedChangesGuard } from '../../shared/layout/unsaved-changes-guard';
import { type Choices, choicesOf, saveChoices } from '../../shared/notify/notification-choices.server';
import { deviceCount } from '../../shared/notify/push-subscriptions.server';
import {
  channelLabel,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type Channel,
} from '../../shared/notify/notification-kinds';
import { requireMember } from '../../shared/session/guards.server';
import { now } from '../../shared/time/clock.server';
import { changedChoices, SETTINGS_MESSAGES, settingsForm } from './notification-settings';
import type { Route } from './+types/notification-settings.route';
import styles from './notifications.module.css';

export const meta = () => pageMeta('Notification settings');

/** The signed-in member's own choices, one per kind. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const [choices, devices] = await Promise.all([choicesOf(member.id), deviceCount(member.id)]);
  return { choices, devices };
}

/** Saves the kinds the member changed on the page; the others keep what they are now. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const read = await readForm(request, settingsForm, { fallbackIntent: 'save' });
  if (!read.ok) return read.refusal;
  const changes = changedChoices(read.value.data);
  if (Object.keys(changes).length === 0) return saved('save', SETTINGS_MESSAGES.unchanged);
  return answering('save', SETTINGS_MESSAGES.failed, async () => {
    await inTransaction((tx) => saveChoices(tx, member.id, changes, now()));
    return saved('save', SETTINGS_MESSAGES.saved);
  });
}

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const { choices, devices } = loaderData;
  const saver = useFetcher<ActionResult<'save'>>();
  // What the member picked on the page; it starts from, and after each save follows, what the server holds.
  const [picked, setPicked] = useState<Choices>(choices);
  const [shown, setShown] = useState(choices);
  if (shown !== choices) {
    setShown(choices);
    setPicked(choices);
  }
  const changed = NOTIFICATION_KIND_NAMES.some((kind) => picked[kind] !== choices[kind]);
  const busy = saver.state !== 'idle';
  return (
    <>
      <PageHero title="Notification settings" />
      <div className={`container ${styles.page}`}>
        <p>
          How each kind of notification reaches you. Whatever you choose, it is on the{' '}
          <Link to="/notifications">Notifications</Link> page unless you turn it off.
        </p>
        <p>
          {devices === 0
            ? 'Push reaches the devices where you turn notifications on from the '
            : `Push reaches the ${devices === 1 ? 'device' : `${devices} devices`} where you turned notifications on from the `}
          <Link to="/dashboard">dashboard</Link>
          {devices === 0 ? ': none yet, so a push choice shows in the site only.' : '.'}
        </p>
        <saver.Form method="post" className={styles.settings}>
          <input type="hidden" name="intent" value="save" />
          {NOTIFICATION_KIND_NAMES.map((kind) => {
            const info = NOTIFICATION_KINDS[kind];
            return (
              <fieldset key={kind} className={styles.kind}>
                <legend>{info.label}</legend>
                <p className={styles.when}>{info.when}</p>
                <input type="hidden" name={`was-${kind}`} value={choices[kind]} />
                <div className={styles.channels}>
                  {info.channels.map((channel: Channel) => (
                    <label key={channel} className={styles.channel}>
                      <input
                        type="radio"
                        name={kind}
                        value={channel}
                        checked={picked[kind] === channel}
                        onChange={() => setPicked({ ...picked, [kind]: channel })}
                      />{' '}
                      {channelLabel(kind, channel)}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
          <ToolMessage notice={saver.data} />
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </saver.Form>
        <UnsavedChangesGuard when={changed && !busy}>
          Your notification choices have not been saved.
        </UnsavedChangesGuard>
      </div>
    </>
  );
}
