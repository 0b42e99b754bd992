/** The officer tools' messages, word for word, shared by the routes and their tests. */
export const BRO_DATE_MESSAGES = {
  loading: 'Loading brodate groups...',
  empty: 'No BroDate group found.',
  fetchFailed: 'Failed to fetch brodate groups.',
  reshuffleFailed: 'Failed to reshuffle brodate groups.',
} as const;

export const SPOON_MESSAGES = {
  loadFailed: 'Error loading data. Please try again.',
  saveFailed: 'Failed to save assignments. Please try again.',
  toggleFailed: 'Failed to update elimination status. Please try again.',
  saved: 'Assignments saved successfully!',
  toggled: 'User elimination status updated successfully!',
  /** The chain rule's message: every row filled, no player twice (app/features/spoon-assassins/README.md). */
  invalidChain: 'Cannot save. Please make sure all players are selected and no player appears more than once.',
} as const;

export const SCRIBE_MESSAGES = {
  /** The scribe editor has no load failure text of its own: the spoon assassins page's wording. */
  loadFailed: 'Error loading data. Please try again.',
  addFailed: 'Error adding event. Please try again.',
  saveFailed: 'Error saving changes. Please try again.',
  deleteFailed: 'Error deleting event. Please try again.',
  resetFailed: 'Error resetting data. Please try again.',
  saved: 'Changes saved successfully!',
  reset: 'All data has been reset successfully!',
  /** A save refused with 409: someone else saved one of its cells first (app/features/scribe-editor/README.md). */
  conflict:
    'Someone else saved points for some of these cells after you opened this page. Nothing was saved: reload the page to see their changes, then enter yours again.',
} as const;
