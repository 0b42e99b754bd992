/**
 * What other features may use of elections on the server: the dashboard asks what a member should do now, the
 * dashboard and Officer Tools show the results waiting for a second officer's confirmation, and the server seals
 * each race once its voting closes.
 */
export { electionPrompts } from './dashboard-prompts.server';
export { pendingConfirmations, type PendingBoard } from './pending-confirmations.server';
export { sealBallotsWhenVotingCloses } from './ballot-seal.server';
/** What the server starts in its background: the election notices due on their dates (app/shared/notify/). */
export { electionNotices } from './election-notices.server';
