import type { Prompt } from './dashboard-prompts.server';

/** What an election asks of a member, in one sentence, and the button that does it: the dashboard's and the digest's. */
export function promptLine(prompt: Prompt): { text: string; action: string } {
  switch (prompt.kind) {
    case 'nominations':
      return { text: `Nominations are open for ${prompt.title}.`, action: 'Nominate' };
    case 'voting':
      return { text: `Voting is open for ${prompt.title}.`, action: 'Vote now' };
    case 'results':
      return { text: `The results of ${prompt.title} are published.`, action: 'See results' };
    case 'nominated':
      return { text: `You were nominated for ${prompt.position}: accept or decline.`, action: 'Answer' };
  }
}
