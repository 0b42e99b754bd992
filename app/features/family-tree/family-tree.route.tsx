import { Component, lazy, Suspense, useId, useSyncExternalStore, type ReactNode } from 'react';
import { requireMember } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import { chapter, constants, FAMILIES } from '../../config/chapter';
import { buildFamilyTree } from './tree-building';
import { pageMeta } from '../../shared/layout/meta';
import { findLineageMembers } from './lineage.server';
import { TREE_MESSAGES } from './messages';
import type { Route } from './+types/family-tree.route';
import styles from './family-tree.module.css';

// react-d3-tree measures and draws in the browser; loading it lazily keeps it out of every other page's bundle.
const FamilyTreeChart = lazy(() => import('./family-tree-chart'));

export const meta = () => pageMeta('Family Tree');

export async function loader({ request }: Route.LoaderArgs) {
  const you = await requireMember(request);
  const tree = buildFamilyTree(
    `${chapter.name} Family Tree`,
    FAMILIES,
    await findLineageMembers(),
    constants.fallbackClass,
    you.id,
  );
  return { tree };
}

/** Says so when the drawing's code cannot be loaded (say, a new version of the site went up since the page opened). */
class ChartLoadError extends Component<{ children: ReactNode }, { chartFailed: boolean }> {
  override state = { chartFailed: false };
  static getDerivedStateFromError() {
    return { chartFailed: true };
  }
  override render() {
    if (!this.state.chartFailed) return this.props.children;
    return (
      <p className={styles.placeholder} role="alert">
        {TREE_MESSAGES.loadFailed}
      </p>
    );
  }
}

const subscribe = () => () => {};

export default function FamilyTree({ loaderData }: Route.ComponentProps) {
  const hintId = useId();
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const placeholder = (
    <p className={styles.placeholder} role="status">
      Loading family tree…
    </p>
  );
  return (
    <>
      <PageHero title="FAMILY TREE" />
      <div className={`container ${styles.page}`}>
        <p id={hintId} className={styles.help}>
          {TREE_MESSAGES.keyboardHint}
        </p>
        {inBrowser ? (
          <ChartLoadError>
            <Suspense fallback={placeholder}>
              <FamilyTreeChart tree={loaderData.tree} describedBy={hintId} />
            </Suspense>
          </ChartLoadError>
        ) : (
          placeholder
        )}
      </div>
    </>
  );
}
