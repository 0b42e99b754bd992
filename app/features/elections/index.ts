/** What other features may use of elections in the browser too: the dashboard's prompts, and their sentences. */
export { ElectionPrompts } from './election-prompts';
export { promptLine } from './election-prompt-text';
export type { Prompt as ElectionPrompt } from './dashboard-prompts.server';
