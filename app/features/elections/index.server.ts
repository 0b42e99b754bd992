/** What other features may use of elections on the server: the dashboard asks what a member should do now. */
export { electionPrompts } from './election-reads.server';
