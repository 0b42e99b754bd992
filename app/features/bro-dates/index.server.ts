/** What the dashboard may use of bro dates: the signed-in member's own group. */
export { findOwnBroDateNames } from './own-bro-date.server';
/** What members leaving do to the groups (registered in `app/members-leaving.server.ts`). */
export { leaveBroDateGroups } from './leaving-members.server';
