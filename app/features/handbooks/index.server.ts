/**
 * What other features may use of the handbooks on the server: the dashboard shows an incoming officer their
 * position's handbook, and the header links each member to the handbooks.
 */
export { handbookLinkFor } from './handbook-link.server';
export { currentHandbookText } from './handbook-text.server';
