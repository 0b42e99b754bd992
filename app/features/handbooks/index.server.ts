/** What other features may use of the handbooks on the server: the dashboard shows an incoming officer their position's handbook. */
export { currentHandbookText } from './handbook-text.server';
