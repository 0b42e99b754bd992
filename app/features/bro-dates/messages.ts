/** The bro dates page's messages, word for word, shared by the route and its tests. */
export const BRO_DATE_MESSAGES = {
  loading: 'Loading brodate groups...',
  empty: 'No BroDate group found.',
  fetchFailed: 'Failed to fetch brodate groups.',
  reshuffleFailed: 'Failed to reshuffle brodate groups.',
  /** The page only ever sends a reshuffle: anything else comes from an outdated page or another client. */
  unknownAction: 'Unknown action.',
} as const;
