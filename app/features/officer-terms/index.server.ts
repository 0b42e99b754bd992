/**
 * What other features may use of officer terms on the server: user management assigns, ends and removes terms and
 * ends them on conversion, elections apply a board's results, the about page reads the Regents' history, the
 * handbooks and the dashboard read who holds a position now or soon (see docs/decisions/0007-officer-terms.md).
 */
export {
  assignPosition,
  assignPositions,
  assignWithin,
  currentPosition,
  endTerm,
  everyTerm,
  givenBackOnRemoval,
  leaveOffice,
  lockTerms,
  positionHistory,
  publicPositionHistory,
  removeTerm,
  termsOfMember,
  type TermChanged,
} from './officer-terms.server';
export { comingTerm } from './coming-term.server';
export { termStartsNotice } from './messages';
/** What the server starts in its background: a member's term starting soon, and today (app/shared/notify/). */
export { termStartNotices } from './term-notices.server';
