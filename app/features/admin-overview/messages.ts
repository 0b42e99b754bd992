/** What /admin says, word for word, shared by the page and its tests. */

/** Told to the officers who see only their tool buttons, so the missing overview does not look like a failure. */
export const OVERVIEW_IS_THE_WEBMASTERS =
  "The chapter's counts, visits and latest changes are shown to the Webmaster only.";

/** The attendance chart before any event of the term has started. */
export const NO_TERM_EVENTS_YET = 'No event has started yet this term.';
