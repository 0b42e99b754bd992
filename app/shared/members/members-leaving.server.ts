import type { Tx } from '../db/db.server';

/** How members leave the active list: converted to alumni (their record stays). */
export type LeavingHow = 'to-alumni';

/** What a feature does with what it keeps of members who leave, inside the leaving's own transaction. */
export type MembersLeavingHandler = (tx: Tx, memberIds: readonly number[], how: LeavingHow) => Promise<void>;

const subscribers = new Map<string, MembersLeavingHandler>();

/**
 * Registers `feature`'s handler (one per feature: registering again replaces it); answers a function that removes
 * it. The site's subscribers are registered in `app/members-leaving.server.ts`.
 */
export function onMembersLeaving(feature: string, handler: MembersLeavingHandler): () => void {
  subscribers.set(feature, handler);
  return () => {
    if (subscribers.get(feature) === handler) subscribers.delete(feature);
  };
}

/** The features subscribed, in the order their handlers run. */
export function membersLeavingSubscribers(): string[] {
  return [...subscribers.keys()];
}

/**
 * Tells every subscriber, one after another in `tx`, that `memberIds` leave: a subscriber that throws rolls the
 * whole leaving back. With none registered it throws, since a leaving that nobody hears would leave them in the games.
 */
export async function membersLeaving(tx: Tx, memberIds: readonly number[], how: LeavingHow): Promise<void> {
  if (subscribers.size === 0)
    throw new Error('No feature is subscribed to members leaving: load app/members-leaving.server.ts first.');
  for (const handler of subscribers.values()) await handler(tx, memberIds, how);
}
