/** What other features may use of the handbooks in the browser too: where a position's handbook is. */
export { handbookPath } from './handbook-rules';
