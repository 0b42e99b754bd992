import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import { requireMember } from '../../shared/session/guards.server';
import { RichText } from '../../shared/text/rich-text';
import { announcementsFor } from './announcement-reads.server';
import { sentAtText } from '../../shared/notify/sent-at-text';
import type { Route } from './+types/announcements.route';
import styles from './announcements.module.css';

export const meta = () => pageMeta('Announcements');

/** The announcements the signed-in member received, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { announcements: await announcementsFor(member.id) };
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  const { announcements } = loaderData;
  return (
    <>
      <PageHero title="Announcements" />
      <div className={`container ${styles.page} ${styles.members}`}>
        {announcements.length === 0 ? <p>No announcement has been sent to you yet.</p> : null}
        <ul className={styles.list}>
          {announcements.map((a) => (
            <li key={a.id} id={`announcement-${a.id}`} className={styles.item}>
              <h2>{a.subject}</h2>
              <p className={styles.meta}>
                {sentAtText(a.sentAt)}
                {a.author ? ` · from ${a.author}` : ''} · {a.audience}
              </p>
              <RichText source={a.body} topHeading={3} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
