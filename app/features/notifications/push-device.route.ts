import { inTransaction } from '../../shared/db/transaction.server';
import { answering, readForm, saved } from '../../shared/forms/action.server';
import { checkDevice, subscribeDevice, unsubscribeDevice } from '../../shared/notify/push-subscriptions.server';
import { requireSameOrigin } from '../../shared/session/same-origin.server';
import { sessionIdOf } from '../../shared/session/cookies.server';
import { requireMember } from '../../shared/session/guards.server';
import { hashSessionId } from '../../shared/session/sessions.server';
import { PUSH_MESSAGES, pushDeviceForms } from './push-device-form.server';
import type { Route } from './+types/push-device.route';

/**
 * The signed-in member's push on one device (the dashboard's card): turn it on, off, or ask whether it is on. A
 * device is bound to the session that turned it on or last asked about it, so signing out there turns it off.
 * A resource route, so the site's own same-origin check guards it (React Router checks page actions only).
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const member = await requireMember(request);
  const read = await readForm(request, pushDeviceForms, { fallbackIntent: 'subscribe' });
  if (!read.ok) return read.refusal;
  const form = read.value.data;
  // requireMember found the session, so its cookie is there.
  const sessionHash = hashSessionId((await sessionIdOf(request.headers.get('Cookie'))) ?? '');
  return answering(form.intent, PUSH_MESSAGES.failed, async () => {
    if (form.intent === 'check') {
      const subscribed = await inTransaction((tx) => checkDevice(tx, member.id, sessionHash, form.endpoint));
      return saved('check', '', { subscribed });
    }
    if (form.intent === 'unsubscribe') {
      await inTransaction((tx) => unsubscribeDevice(tx, member.id, form.endpoint));
      return saved('unsubscribe', PUSH_MESSAGES.off, { subscribed: false });
    }
    await inTransaction((tx) => subscribeDevice(tx, member.id, sessionHash, form));
    return saved('subscribe', PUSH_MESSAGES.on, { subscribed: true });
  });
}
