/**
 * What other features may use of elections on the server: the dashboard asks what a member should do now; the
 * server seals each race once its voting closes.
 */
export { electionPrompts } from './election-reads.server';
export { sealBallotsWhenVotingCloses } from './ballot-seal.server';
