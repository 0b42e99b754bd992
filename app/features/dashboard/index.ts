/**
 * What other features may use of the dashboard: the shortcuts to the tools a member's role opens (the header's too),
 * and each officer tool's page.
 */
export { shortcutsFor, toolPage } from './shortcuts';
