/** What other features may use of elections in the browser too: the dashboard's prompts. */
export { ElectionPrompts } from './election-prompts';
export type { Prompt as ElectionPrompt } from './dashboard-prompts.server';
