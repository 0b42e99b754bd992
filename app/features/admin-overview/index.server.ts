/** What other features may use of the officer overview on the server: the board changes, for the dashboard. */
export { boardChanges, type BoardChanges } from './board-changes.server';
