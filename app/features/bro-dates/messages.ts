/** The bro dates page's messages, word for word, shared by the route and its tests. */
export const BRO_DATE_MESSAGES = {
  loading: 'Loading brodate groups...',
  empty: 'No BroDate group found.',
  fetchFailed: 'Failed to fetch brodate groups.',
  reshuffleFailed: 'Failed to reshuffle brodate groups.',
  /** What a reshuffle did, said once it is done. */
  reshuffled: (members: number, groups: number) =>
    members === 0
      ? 'Nobody is eligible to draw, so there are no groups now.'
      : `Reshuffled ${members} ${members === 1 ? 'member' : 'members'} into ${groups} ${groups === 1 ? 'group' : 'groups'}.`,
  /** The reshuffle confirmation: it replaces every group, so it says how many. */
  replaces: (groups: number) =>
    groups === 0
      ? 'Every active member is drawn into new groups.'
      : `Every active member is drawn into new groups. The current ${groups === 1 ? 'group is' : `${groups} groups are`} replaced.`,
  /** The page only ever sends a reshuffle: anything else comes from an outdated page or another client. */
  unknownAction: 'Unknown action.',
} as const;
