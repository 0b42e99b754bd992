/** The spoon assassins page's messages, word for word, shared by the route, its components and its tests. */
export const SPOON_MESSAGES = {
  loadFailed: 'Error loading data. Please try again.',
  saveFailed: 'Failed to save assignments. Please try again.',
  toggleFailed: 'Failed to update elimination status. Please try again.',
  saved: 'Assignments saved successfully!',
  toggled: 'User elimination status updated successfully!',
  /** The chain rule's message: every row filled, no player twice (see README.md). */
  invalidChain: 'Cannot save. Please make sure all players are selected and no player appears more than once.',
  /** The page builds its forms itself: a form it would not send comes from an outdated page or another client. */
  unknownAction: 'Unknown action.',
} as const;
