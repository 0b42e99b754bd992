import { listSpoonTargets } from './spoon-chain.server';
import type { ShownTarget } from './target-chain';

/** What the member's Spoon Assassins card shows; only their own target's name, never the chain. */
export type OwnTarget = ShownTarget;

/**
 * The member's displayed target, taken from the same list the officer's chain view shows, so the two always agree.
 * The chain stays on the server; only this member's outcome is answered.
 */
export async function findOwnTarget(memberId: number): Promise<OwnTarget> {
  const own = (await listSpoonTargets()).find((link) => link.memberId === memberId);
  return own?.shown ?? { kind: 'not-playing' };
}
