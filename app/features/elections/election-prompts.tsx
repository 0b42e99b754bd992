import { Link } from 'react-router';
import type { Prompt } from './dashboard-prompts.server';
import styles from './election-prompts.module.css';

const line = (prompt: Prompt) => {
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
};

/** The dashboard's election prompts: nominate, vote, answer a nomination; each a line and a button to /elections. */
export function ElectionPrompts({ prompts }: { prompts: readonly Prompt[] }) {
  if (prompts.length === 0) return null;
  return (
    <section className={styles.prompt} aria-label="Elections">
      {prompts.map((prompt) => {
        const { text, action } = line(prompt);
        return (
          <p key={`${prompt.kind}-${prompt.electionId}-${prompt.position ?? ''}`} className={styles.line}>
            <span>{text}</span>
            <Link className={styles.button} to="/elections" aria-label={`${action}: ${text}`}>
              {action}
            </Link>
          </p>
        );
      })}
    </section>
  );
}
