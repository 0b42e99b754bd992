import { PageHero } from '../../shared/layout/page-hero';
import { SeasonStatus } from './season-status';
import { chapter } from '../../config/chapter';
import { timelineDetails, timelineHeading, timelineItemName } from './rush-timeline';
import { pageMeta } from '../../shared/layout/meta';
import { useNow } from '../../shared/layout/use-now';
import { seasonBounds, seasonDates, seasonEndsOn, seasonPhase, seasonYear } from '../site-content';
import { getSiteContentOrDefault } from '../site-content/index.server';
import { now as clockNow } from '../../shared/time/clock.server';
import type { Route } from './+types/rush.route';
import styles from './rush.module.css';

export const meta = () => pageMeta('Rush');

// The page changes with the time (countdown, season begun or over): a cached copy would show a stale one.
export const headers = () => ({ 'Cache-Control': 'no-cache' });

export async function loader() {
  const { rush } = await getSiteContentOrDefault();
  const endsOn = seasonEndsOn(rush);
  return {
    title: rush.title,
    interestFormUrl: rush.interestFormUrl,
    showCountdown: rush.showCountdown,
    season: seasonBounds(rush.startsAt, endsOn, chapter.timeZone),
    dates: seasonDates(rush.startsAt, endsOn),
    year: seasonYear(rush.startsAt),
    now: clockNow().getTime(),
    timelineHeading: timelineHeading(rush.startsAt),
    timeline: rush.timeline,
  };
}

export default function Rush({ loaderData }: Route.ComponentProps) {
  const { title, interestFormUrl, showCountdown, season, dates, year, timeline } = loaderData;
  // The server's clock first, then the visitor's: the season may begin or end while the page is open.
  const now = useNow(loaderData.now);
  const phase = seasonPhase(season, now);
  return (
    <>
      <PageHero title={title}>
        {phase !== 'after' && <p className={styles.dates}>{dates}</p>}
        <SeasonStatus phase={phase} title={title} start={season.start} now={now} showCountdown={showCountdown} />
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

      {/* A finished season's events are no use to a visitor; the banner points them to the next rush instead. */}
      {phase !== 'after' && (
        <section className={`container ${styles.section}`} aria-labelledby="timeline-heading">
          <h2 id="timeline-heading">{loaderData.timelineHeading}</h2>
          <div className={styles.weeks}>
            {timeline.map((week, w) => (
              <article key={w} className={styles.week}>
                <h3>{week.title}</h3>
                <ul>
                  {week.items.map((item, i) => {
                    const details = timelineDetails(item, year, phase);
                    return (
                      <li key={i}>
                        {timelineItemName(item)}
                        {details && <span className={styles.date}> · {details}</span>}
                      </li>
                    );
                  })}
                </ul>
              </article>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
