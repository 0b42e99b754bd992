import { outcomeText, turnoutText } from './messages';
import type { RaceResult } from './race-result';
import styles from './elections.module.css';

/** A race's counts per candidate, turnout against the quorum, and the outcome in words. */
export function RaceResults({ position, round, result }: { position: string; round: number; result: RaceResult }) {
  const winner = result.outcome.kind === 'winner' ? result.outcome.winner.memberId : null;
  const title = round > 1 ? `${position} (round ${round})` : position;
  return (
    <div className={styles.result}>
      <table className={styles.counts}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Candidate</th>
            <th scope="col">Votes</th>
          </tr>
        </thead>
        <tbody>
          {result.counts.map((count) => (
            <tr key={count.memberId} className={count.memberId === winner ? styles.winner : undefined}>
              <th scope="row">
                {count.name}
                {count.memberId === winner ? ' (elected)' : null}
              </th>
              <td>{count.votes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.turnout}>{turnoutText(result)}</p>
      <p className={result.outcome.kind === 'winner' ? styles.outcome : styles.attention}>
        {outcomeText(result.outcome)}
      </p>
    </div>
  );
}
