/** What the demo chapter's seed may use of bro dates: the rule that splits members into groups. */
export { broDateGroupSizes, groupForBroDates } from './group-sizes';
