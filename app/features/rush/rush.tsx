import { PageHero } from '../../shared/layout/page-hero';
import { RushCountdown } from './rush-countdown';
import { chapter } from '../../config/chapter';
import { zonedTimeToInstant } from './countdown';
import { timelineDate, timelineHeading, timelineItemName } from './rush-timeline';
import { pageMeta } from '../../shared/layout/meta';
import { getSiteContentOrDefault } from '../site-content/index.server';
import type { Route } from './+types/rush';
import styles from './rush.module.css';

export const meta = () => pageMeta('Rush');

// The countdown is rendered with the server's clock; a cached copy would show a stale time until hydration.
export const headers = () => ({ 'Cache-Control': 'no-cache' });

export async function loader() {
  const { rush } = await getSiteContentOrDefault();
  return {
    title: rush.title,
    interestFormUrl: rush.interestFormUrl,
    countdown: rush.showCountdown ? zonedTimeToInstant(rush.startsAt, chapter.timeZone).getTime() : null,
    now: Date.now(),
    timelineHeading: timelineHeading(rush.startsAt),
    timeline: rush.timeline,
  };
}

export default function Rush({ loaderData }: Route.ComponentProps) {
  const { title, interestFormUrl, countdown, now, timeline } = loaderData;
  return (
    <>
      <PageHero title={title}>
        {countdown !== null && <RushCountdown target={countdown} now={now} />}
        <p className={styles.cta}>
          <a className={styles.form} href={interestFormUrl} target="_blank" rel="noopener noreferrer">
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
        <h2 id="timeline-heading">{loaderData.timelineHeading}</h2>
        <div className={styles.weeks}>
          {timeline.map((week, w) => (
            <article key={w} className={styles.week}>
              <h3>{week.title}</h3>
              <ul>
                {week.items.map((item, i) => (
                  <li key={i}>
                    {timelineItemName(item)}
                    {item.date && <span className={styles.date}> · {timelineDate(item.date)}</span>}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
