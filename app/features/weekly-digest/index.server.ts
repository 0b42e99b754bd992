/** What the server starts in its background: each member's weekly digest on Sunday evening (app/shared/notify/). */
export { weeklyDigests } from './weekly-digest.server';
