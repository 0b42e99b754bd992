import { Link } from 'react-router';
import { ROLES } from '../../config/chapter';
import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import { requireMember } from '../../shared/session/guards.server';
import { holdersOf } from './handbook-access.server';
import { handbookPath } from './handbook-rules';
import { lastSaved } from './handbooks.server';
import { messages } from './messages';
import { savedAtText } from './saved-at-text';
import type { Route } from './+types/handbooks.route';
import styles from './handbooks.module.css';

export const meta = () => pageMeta('Handbooks');

/**
 * Every position's handbook, for any active member: who holds the position today, who takes it next from a later
 * day, and when it was last saved.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  const [saved, holders] = await Promise.all([lastSaved(), Promise.all(ROLES.map(holdersOf))]);
  return {
    positions: ROLES.map((position, i) => {
      const at = saved.get(position);
      return {
        position,
        path: handbookPath(position),
        holders: holders[i] ?? { today: null, next: null },
        saved: at ? savedAtText(at) : null,
      };
    }),
  };
}

export default function Handbooks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Handbooks" />
      <div className={`container ${styles.page}`}>
        <p className={styles.lead}>
          What each officer learned, written down for the next one. Every member may read them; the officer who holds a
          position, the Regent and the Webmaster keep its handbook up to date.
        </p>
        <ul className={styles.positions}>
          {loaderData.positions.map(({ position, path, holders, saved }) => (
            <li key={position} className={styles.position}>
              <Link to={path} className={styles.positionName}>
                {position}
              </Link>
              <span>{messages.holders(holders)}</span>
              <span className={saved ? undefined : styles.muted}>
                {saved ? `Last saved ${saved}` : messages.noHandbook}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
