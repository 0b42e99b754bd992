/** What /admin says, word for word, shared by the page and its tests. */

/** Told to the officers who see only their tool buttons, so the missing overview does not look like a failure. */
export const OVERVIEW_IS_THE_WEBMASTERS =
  "The chapter's counts, visits and latest changes are shown to the Webmaster only.";

/** The attendance chart before any event of the term has started. */
export const NO_TERM_EVENTS_YET = 'No event has started yet this term.';

/** The board changes every member and officer sees. */
export const BOARD_TEXT = {
  title: 'Board changes',
  pending: (
    title: string,
    by: string | null,
    startsOn: string,
    winners: readonly { name: string; position: string }[],
  ) =>
    `Waiting for a second officer: ${by ?? 'a former member'} applied the results of “${title}” from ${startsOn}${
      winners.length ? `, which would make ${winners.map((w) => `${w.name} ${w.position}`).join(', ')}` : ''
    }. Nothing changes until another officer with the elections tool confirms them.`,
  review: (title: string) => `Review “${title}”`,
  none: 'No change of officers in the last 30 days.',
} as const;
