import { lazy, Suspense, useSyncExternalStore } from 'react';
import { requireMember } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import { chapter, constants, FAMILIES } from '../../config/chapter';
import { buildFamilyTree } from './tree-building';
import { pageMeta } from '../../shared/layout/meta';
import { findLineageMembers } from './lineage.server';
import type { Route } from './+types/family-tree';
import styles from './family-tree.module.css';

// react-d3-tree measures and draws in the browser; loading it lazily keeps it out of every other page's bundle.
const FamilyTreeChart = lazy(() => import('./family-tree-chart'));

export const meta = () => pageMeta('Family Tree');

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  const tree = buildFamilyTree(
    `${chapter.name} Family Tree`,
    FAMILIES,
    await findLineageMembers(),
    constants.fallbackClass,
  );
  return { tree };
}

const subscribe = () => () => {};

export default function FamilyTree({ loaderData }: Route.ComponentProps) {
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
        <p className={styles.help}>
          Drag to move, scroll or pinch to zoom, and select a name to fold or unfold their branch. Alumni are dark,
          current members red.
        </p>
        <div className={styles.canvas}>
          {inBrowser ? (
            <Suspense fallback={placeholder}>
              <FamilyTreeChart tree={loaderData.tree} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </>
  );
}
