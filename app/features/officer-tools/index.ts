/** The officer tools' pages, gathered from each feature's `tool.ts`: the header's, dashboard's and overview's buttons. */
export { shortcutsFor, toolPage, type Shortcut } from './officer-tools';
