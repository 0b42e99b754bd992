/** What other features may use of the handbooks in the browser too: where a position's handbook is, and the menu's link. */
export { handbookLinkFor, handbookPath } from './handbook-rules';
