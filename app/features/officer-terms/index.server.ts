/**
 * What other features may use of officer terms on the server. User management will assign, end and remove terms
 * through these, and permissions, the brothers page, the header and the dashboard will read the current position
 * (see docs/decisions/0007-officer-terms.md); the about page will read a position's history.
 */
export {
  assignPosition,
  assignPositions,
  currentPosition,
  endTerm,
  everyTerm,
  leaveOffice,
  lockTerms,
  positionHistory,
  removeTerm,
  termsOfMember,
  type TermChange,
} from './officer-terms.server';
export { comingTerm } from './coming-term.server';
