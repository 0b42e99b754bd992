/** What other pages may use of the directory: the name of the current Regent, who signs the home page's welcome. */
export { findRegentName } from './directory.server';
