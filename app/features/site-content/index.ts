/** What other features may use of the site content: the types of what officers edit. */
export type { RushContent } from './site-content';
