import { Link } from 'react-router';
import type { Prompt } from './dashboard-prompts.server';
import { promptLine } from './election-prompt-text';
import styles from './election-prompts.module.css';

/** The dashboard's election prompts: nominate, vote, answer a nomination; each a line and a button to /elections. */
export function ElectionPrompts({ prompts }: { prompts: readonly Prompt[] }) {
  if (prompts.length === 0) return null;
  return (
    <section className={styles.prompt} aria-label="Elections">
      {prompts.map((prompt) => {
        const { text, action } = promptLine(prompt);
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
