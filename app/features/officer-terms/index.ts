/** What other features may use of officer terms in the browser too: the forms' schemas and how a term reads. */
export { assignmentSchema, endTermSchema, FIELD_MESSAGES as TERM_FIELD_MESSAGES } from './term-input';
export { leavingText, termText } from './messages';
export { dayText, isDay } from './term-days';
export { covers, planLeaving, positionOn, type OfficerTerm } from './term-rules';
