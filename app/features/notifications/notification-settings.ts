import { z } from 'zod';
import {
  allowsChannel,
  type Channel,
  NOTIFICATION_KIND_NAMES,
  type NotificationKind,
} from '../../shared/notify/notification-kinds';

const CHOICE_REFUSED = 'Choose one of the ways offered for each kind.';

/** One kind's choice as posted, and the one the page showed (`was-<kind>`). */
const choiceOf = (kind: NotificationKind) =>
  z.string().refine((value): value is Channel => allowsChannel(kind, value), CHOICE_REFUSED);

/**
 * The settings form: every kind's choice and what the page showed before it, so a save writes only the kinds the
 * member changed here and keeps a choice made meanwhile elsewhere (an email's unsubscribe link, another tab).
 */
export const settingsForm = z.object({
  intent: z.literal('save'),
  ...Object.fromEntries(
    NOTIFICATION_KIND_NAMES.flatMap((kind) => [
      [kind, choiceOf(kind)],
      [`was-${kind}`, choiceOf(kind)],
    ]),
  ),
}) as unknown as z.ZodType<{ intent: 'save' } & Record<NotificationKind | `was-${NotificationKind}`, Channel>>;

/** The kinds the member changed on the page, with their new choice. */
export function changedChoices(
  posted: Record<NotificationKind | `was-${NotificationKind}`, Channel>,
): Partial<Record<NotificationKind, Channel>> {
  return Object.fromEntries(
    NOTIFICATION_KIND_NAMES.filter((kind) => posted[kind] !== posted[`was-${kind}`]).map((kind) => [
      kind,
      posted[kind],
    ]),
  );
}

export const SETTINGS_MESSAGES = {
  saved: 'Saved. Notifications reach you as you chose from now on.',
  unchanged: 'Nothing to save: every choice is as it was.',
  failed: 'Your choices were not saved: something went wrong on our side. Try again in a minute.',
} as const;
