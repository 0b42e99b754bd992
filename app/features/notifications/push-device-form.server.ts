import { z } from 'zod';
import { env } from '../../shared/runtime/env.server';
import { extraPushServices, isPushServiceAddress } from '../../shared/notify/push-services';

export const PUSH_MESSAGES = {
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  address: 'This browser’s push service is not one the site sends to. Try another browser.',
  keys: 'This browser sent incomplete push keys. Turn notifications on again.',
  failed: 'Something went wrong on our side. Try again in a minute.',
} as const;

/** A base64url value of `bytes` bytes: a device's P-256 public key is 65, its auth secret 16. */
const keyOf = (bytes: number) =>
  z
    .string()
    .max(200)
    .refine((value) => /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64url').length === bytes, {
      error: PUSH_MESSAGES.keys,
    });

/** A device's address as the browser gives it: turning off or asking needs only that it is one. */
const anyEndpoint = z.string().max(2048, { error: PUSH_MESSAGES.address });

/** The address of a device being turned on: one of the push services the site posts to. */
const pushServiceEndpoint = anyEndpoint.refine(
  (value) => isPushServiceAddress(value, extraPushServices(env().EXTRA_PUSH_SERVICES)),
  { error: PUSH_MESSAGES.address },
);

/**
 * What the dashboard's device card posts: turn this device on (its push address and keys), turn it off, or ask
 * whether the site still pushes to it.
 */
export const pushDeviceForms = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('subscribe'), endpoint: pushServiceEndpoint, p256dh: keyOf(65), auth: keyOf(16) }),
  z.object({ intent: z.literal('unsubscribe'), endpoint: anyEndpoint }),
  z.object({ intent: z.literal('check'), endpoint: anyEndpoint }),
]);
