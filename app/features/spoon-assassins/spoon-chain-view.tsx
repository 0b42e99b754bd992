import { useFetcher } from 'react-router';
import tool from '../../shared/layout/officer-tool.module.css';
import { ToolMessage } from '../../shared/layout/tool-message';
import { chainOrder } from './spoon-chain';
import type { SpoonTarget } from './spoon-chain.server';
import type { action } from './spoon-assassins';
import styles from './spoon-assassins.module.css';

/** The saved chain; pressing a player marks them eliminated or back in the game. */
export function ChainView({ links }: { links: SpoonTarget[] }) {
  const fetcher = useFetcher<typeof action>();
  const byId = new Map(links.map((link) => [link.memberId, link]));
  const pendingId = fetcher.formData ? Number(fetcher.formData.get('memberId')) : null;
  const notice = fetcher.state === 'idle' ? fetcher.data : null;
  const name = (id: number | null) => {
    const link = id === null ? undefined : byId.get(id);
    return link ? `${link.firstName} ${link.lastName}` : 'nobody';
  };

  return (
    <section aria-labelledby="chain-view" className={styles.panel}>
      <h2 id="chain-view">Current chain</h2>
      <p className={tool.muted} id="chain-view-help">
        Select a player to mark them eliminated, or select again to bring them back. Eliminated players are shown
        pressed and struck through.
      </p>
      <ToolMessage notice={notice} />
      {links.length === 0 ? (
        <p>No chain has been saved yet.</p>
      ) : (
        <ol className={styles.chain} aria-describedby="chain-view-help">
          {chainOrder(links).map((id) => {
            const link = byId.get(id) as SpoonTarget;
            // Show the click at once; the saved state replaces it when the page data reloads.
            const eliminated = pendingId === id ? !link.isEliminated : link.isEliminated;
            return (
              <li key={id} className={styles.link}>
                <button
                  type="button"
                  aria-pressed={eliminated}
                  className={eliminated ? `${styles.player} ${styles.eliminated}` : styles.player}
                  onClick={() => fetcher.submit({ intent: 'toggle', memberId: String(id) }, { method: 'post' })}
                >
                  {name(id)}
                  <span className={styles.badge}>{eliminated ? 'Eliminated' : 'Active'}</span>
                </button>
                <span className={styles.target}>
                  <span aria-hidden="true">→ </span>targets {name(link.targetId)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
