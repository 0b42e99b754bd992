/** The spoon assassins page's messages, word for word, shared by the route, its components and its tests. */

const players = (n: number) => (n === 1 ? '1 player is' : `${n} players are`);

export const SPOON_MESSAGES = {
  loadFailed: 'Error loading data. Please try again.',
  saveFailed: 'Failed to save assignments. Please try again.',
  toggleFailed: 'Failed to update elimination status. Please try again.',
  newGameFailed: 'Failed to start a new game. Please try again.',
  /** A save keeps every remaining player's elimination, and says so. */
  saved: (eliminated: number) =>
    eliminated === 0
      ? 'Assignments saved successfully! Eliminations were kept: no player is eliminated.'
      : `Assignments saved successfully! Eliminations were kept: ${players(eliminated)} still eliminated.`,
  /** A toggle says it was stored, then whom it was for, as a save says what it kept. */
  toggled: (name: string, eliminated: boolean) =>
    `User elimination status updated successfully! ${name} ${eliminated ? 'is marked eliminated.' : 'is back in the game.'}`,
  newGame: (n: number) => `New game started: all ${n} players are alive again.`,
  /** A save refused with 409: another officer saved a different chain after this page loaded. */
  staleChain:
    'Someone else saved a different chain after you opened this page. Nothing was saved: reload the page to see their chain, then make your changes again.',
  /** A toggle for a player whom another officer's save has taken out of the chain since the page loaded. */
  notInChain: 'That player is no longer in the chain. Reload the page to see the current chain.',
  noChainForNewGame: 'There is no saved chain to start a new game with. Save assignments first.',
  /** The chain rule's message: every row filled, no player twice (see README.md). */
  invalidChain: 'Cannot save. Please make sure all players are selected and no player appears more than once.',
  /** A player in the chain who has since become an alumnus or been dropped. */
  cannotPlay: (names: readonly string[]) =>
    names.length === 0
      ? 'Cannot save: a player is no longer an active member. Reload the page to see who can play.'
      : `Cannot save: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} no longer an active member. ` +
        'Remove them from the chain or pick someone else.',
  /** The page builds its forms itself: a form it would not send comes from an outdated page or another client. */
  unknownAction: 'Unknown action.',
  newGameTitle: 'Start a new game?',
  newGameBody: (n: number, eliminated: number) =>
    `All ${n} players of the saved chain will be alive again` +
    (eliminated > 0 ? `, so ${players(eliminated)} no longer eliminated.` : '.') +
    ' The chain itself stays as it is.',
  leaveBody: 'The target chain has changes that are not saved. Leaving this page discards them.',
} as const;
