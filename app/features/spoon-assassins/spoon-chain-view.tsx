import { useState } from 'react';
import { useFetcher } from 'react-router';
import tool from '../../shared/layout/officer-tool.module.css';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { ToolMessage } from '../../shared/layout/tool-message';
import { SPOON_MESSAGES } from './messages';
import { chainOrder } from './spoon-chain';
import type { SpoonTarget } from './spoon-chain.server';
import type { ShownTarget } from './target-chain';
import type { action } from './spoon-assassins.route';
import styles from './spoon-assassins.module.css';

/** The line under a player: the target their own dashboard shows them, never the raw link past eliminated players. */
function shownText(shown: ShownTarget): string {
  switch (shown.kind) {
    case 'target':
      return `targets ${shown.name}`;
    case 'eliminated':
      return 'out of the game, no target';
    default:
      return 'No target assigned';
  }
}

/**
 * The saved chain; pressing a player marks them eliminated or back in the game. "New game" brings everyone back
 * after confirming.
 */
export function ChainView({ links }: { links: SpoonTarget[] }) {
  const fetcher = useFetcher<typeof action>();
  const [confirming, setConfirming] = useState(false);
  const byId = new Map(links.map((link) => [link.memberId, link]));
  const pending = fetcher.formData?.get('intent') === 'toggle' ? fetcher.formData : null;
  const pendingId = pending ? Number(pending.get('memberId')) : null;
  const notice = fetcher.state === 'idle' ? fetcher.data : null;
  const eliminatedCount = links.filter((link) => link.isEliminated).length;
  const newGame = () => {
    setConfirming(false);
    fetcher.submit({ intent: 'new-game' }, { method: 'post' });
  };

  return (
    <section aria-labelledby="chain-view" className={styles.panel}>
      <h2 id="chain-view">Current chain</h2>
      <p className={tool.muted} id="chain-view-help">
        Select a player to mark them eliminated, or select again to bring them back. Eliminated players are shown
        pressed and struck through. Each player&apos;s line shows the target their dashboard shows them.
      </p>
      <ToolMessage notice={notice} />
      {links.length === 0 ? (
        <p>No chain has been saved yet.</p>
      ) : (
        <>
          <ol className={styles.chain} aria-describedby="chain-view-help">
            {chainOrder(links).map((id) => {
              const link = byId.get(id) as SpoonTarget;
              // Show the click at once; the saved state replaces it when the page data reloads.
              const eliminated = pendingId === id ? pending?.get('eliminated') === 'true' : link.isEliminated;
              return (
                <li key={id} className={styles.link}>
                  <button
                    type="button"
                    aria-pressed={eliminated}
                    className={eliminated ? `${styles.player} ${styles.eliminated}` : styles.player}
                    onClick={() =>
                      fetcher.submit(
                        { intent: 'toggle', memberId: String(id), eliminated: String(!eliminated) },
                        { method: 'post' },
                      )
                    }
                  >
                    {link.firstName} {link.lastName}
                    <span className={styles.badge}>{eliminated ? 'Eliminated' : 'Active'}</span>
                  </button>
                  <span className={styles.target}>
                    <span aria-hidden="true">→ </span>
                    {shownText(link.shown)}
                  </span>
                </li>
              );
            })}
          </ol>
          <div className={tool.toolbar}>
            <button
              type="button"
              className={tool.danger}
              disabled={fetcher.state !== 'idle'}
              onClick={() => setConfirming(true)}
            >
              New game
            </button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={SPOON_MESSAGES.newGameTitle}
            confirmLabel="Start new game"
            onConfirm={newGame}
            onCancel={() => setConfirming(false)}
          >
            <p>{SPOON_MESSAGES.newGameBody(links.length, eliminatedCount)}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
