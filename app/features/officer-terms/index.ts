/** What other features may use of officer terms in the browser too: the forms' schemas and how a term reads. */
export { assignmentSchema, endTermSchema, FIELD_MESSAGES as TERM_FIELD_MESSAGES } from './term-input';
export { assignmentText, endedText, givenBackText, leavingText, termText } from './messages';
export type { ComingTerm } from './coming-term';
export {
  covers,
  planBoard,
  planLeaving,
  positionOn,
  type BoardChange,
  type GivenBack,
  type OfficerTerm,
} from './term-rules';
