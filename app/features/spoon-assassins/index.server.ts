/** What the dashboard may use of spoon assassins: the signed-in member's own target. */
export { findOwnTarget, type OwnTarget } from './own-target.server';
/** What members leaving do to the game (registered in `app/members-leaving.server.ts`). */
export { leaveSpoonChain } from './leaving-players.server';
