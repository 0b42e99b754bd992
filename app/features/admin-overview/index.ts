/** What other features may use of the officer overview in the browser: the board changes, for the dashboard. */
export { BoardChanges } from './board-changes';
