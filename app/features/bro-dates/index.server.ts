/** What the dashboard may use of bro dates: the signed-in member's own group. */
export { findOwnBroDateNames } from './own-bro-date.server';
