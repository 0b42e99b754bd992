/** What the site's header may use of the dashboard: the shortcuts to the tools a member's role opens. */
export { shortcutsFor } from './shortcuts';
