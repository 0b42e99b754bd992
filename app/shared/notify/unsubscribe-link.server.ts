import { publicOrigin } from '../runtime/env.server';
import { isSignatureOf, signatureOf } from '../runtime/site-secret.server';
import { isNotificationKind, type NotificationKind } from './notification-kinds';

const PURPOSE = 'unsubscribe';

/**
 * The address that stops one kind of email for one member, signed, so it works signed out and cannot be made for
 * anyone else. It names the member by id, never by email address.
 */
export function unsubscribeUrl(memberId: number, kind: NotificationKind): string {
  const value = `${memberId}:${kind}`;
  const query = new URLSearchParams({ m: String(memberId), k: kind, s: signatureOf(PURPOSE, value) });
  return `${publicOrigin()}/unsubscribe?${query}`;
}

/** The member and kind an unsubscribe address stands for, or null when it was not signed by this site. */
export function readUnsubscribeUrl(params: URLSearchParams): { memberId: number; kind: NotificationKind } | null {
  const member = params.get('m') ?? '';
  const kind = params.get('k') ?? '';
  const signature = params.get('s') ?? '';
  if (!/^\d{1,9}$/.test(member) || !isNotificationKind(kind)) return null;
  if (!isSignatureOf(PURPOSE, `${member}:${kind}`, signature)) return null;
  return { memberId: Number(member), kind };
}
