import { PageHero } from '../../components/page-hero';
import { RushCountdown } from '../../components/rush-countdown';
import { chapter, rush } from '../../config/chapter';
import { zonedTimeToInstant } from '../../domain/countdown';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/rush';
import styles from './rush.module.css';

export const meta = () => pageMeta('Rush');

// The countdown is rendered with the server's clock; a cached copy would show a stale time until hydration.
export const headers = () => ({ 'Cache-Control': 'no-cache' });

const TIMELINE = [
  { week: 'Week 1 (date TBD)', events: ['Theta Tau Info Night', 'Meet the Actives', 'Innovation Night'] },
  { week: 'Week 2', events: ['Coffee Chats (invite only)', 'Interviews (invite only)'] },
];

export function loader() {
  return { target: zonedTimeToInstant(rush.startsAt, chapter.timeZone).getTime(), now: Date.now() };
}

export default function Rush({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={rush.title}>
        <RushCountdown target={loaderData.target} now={loaderData.now} />
        <p className={styles.cta}>
          <a className={styles.form} href={rush.interestFormUrl} target="_blank" rel="noopener noreferrer">
            INTEREST FORM
          </a>
        </p>
      </PageHero>

      <section className={`container ${styles.section}`} aria-labelledby="what-heading">
        <h2 id="what-heading">What is Rush?</h2>
        <p>
          Rush is the two weeks at the start of winter quarter when {chapter.fraternity} opens its doors to students who
          are curious about joining. It is a chance to meet the brothers, learn what a professional engineering
          fraternity does, and decide whether {chapter.name} is the right community for you.
        </p>
        <p>
          Every engineering and computer science student at {chapter.university} is welcome, whatever their year or
          major. There is no cost and no commitment: come to as many events as you like, ask us anything, and fill in
          the interest form so we can keep you posted.
        </p>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Rush 2026 Timeline</h2>
        <div className={styles.weeks}>
          {TIMELINE.map((week) => (
            <article key={week.week} className={styles.week}>
              <h3>{week.week}</h3>
              <ul>
                {week.events.map((event) => (
                  <li key={event}>{event}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
