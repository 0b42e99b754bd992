/** What the dashboard may use of spoon assassins: the signed-in member's own target. */
export { findOwnTarget, type OwnTarget } from './own-target.server';
