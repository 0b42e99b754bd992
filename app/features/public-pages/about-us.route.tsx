import { PageHero } from '../../shared/layout/page-hero';
import { PhotoStrip } from './photo-strip';
import { chapter } from '../../config/chapter';
import { NATIONAL_HISTORY, TIMELINE } from './about-text';
import { pageMeta } from '../../shared/layout/meta';
import { getSiteContentOrDefault, sitePhotos } from '../site-content/index.server';
import { publicPositionHistory } from '../officer-terms/index.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { readOrFallback } from '../../shared/db/database-outage.server';
import { regentsByYear } from './past-regents';
import { PAST_REGENTS } from './messages';
import type { Route } from './+types/about-us.route';
import styles from './about-us.module.css';

export const meta = () => pageMeta('About Us');

const STRIP_PHOTOS = 10;

export async function loader() {
  const [content, regentTerms] = await Promise.all([
    getSiteContentOrDefault(),
    readOrFallback(
      () => publicPositionHistory('Regent'),
      () => null,
      'could not load the past Regents for the about page',
    ),
  ]);
  const photos = sitePhotos(content.photos);
  // The strip takes the first gallery photos in the order officers set; its alt texts are fixed ones.
  const strip = photos.gallery.slice(0, STRIP_PHOTOS).map(({ alt: _alt, ...photo }) => photo);
  // Names and years only: the page is public.
  const regents = regentTerms && regentsByYear(regentTerms, chapterToday());
  return { hero: photos.aboutHero, strip, regents };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="About Us" background={loaderData.hero} />

      <section className={`container ${styles.section}`} aria-labelledby="history-heading">
        <h2 id="history-heading" className={styles.heading}>
          UPSILON EPSILON CHAPTER HISTORY
        </h2>
        <ol className={styles.timeline}>
          {TIMELINE.map((entry) => (
            <li key={entry.year}>
              <span className={styles.year}>{entry.year}</span>
              <h3>{entry.title}</h3>
              <p>{entry.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {loaderData.regents ? (
        <section className={`container ${styles.section}`} aria-labelledby="regents-heading">
          <h2 id="regents-heading" className={styles.heading}>
            {PAST_REGENTS.heading}
          </h2>
          {loaderData.regents.length > 0 ? (
            <ul className={styles.regents}>
              {loaderData.regents.map((regent) => (
                <li key={`${regent.years}${regent.name}`}>
                  <span className={styles.regentYears}>{regent.years}</span> {regent.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.regentsEmpty}>{PAST_REGENTS.empty}</p>
          )}
        </section>
      ) : null}

      <PhotoStrip photos={loaderData.strip} />

      <section className={`container ${styles.section}`} aria-labelledby="national-heading">
        <h2 id="national-heading" className={styles.heading}>
          NATIONAL HISTORY
        </h2>
        {NATIONAL_HISTORY.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <a className={styles.learnMore} href={chapter.nationalWebsite} rel="noopener noreferrer">
          LEARN MORE
        </a>
        <h3 className={styles.region}>Theta Tau {chapter.region}</h3>
        <p>
          The {chapter.name} Chapter belongs to the {chapter.region} of Theta Tau, which has{' '}
          {chapter.regionActiveChapters} active chapters across California, Nevada and Washington. Brothers from every
          chapter meet at regional conferences to share ideas, lead workshops and build friendships that reach beyond
          their own campus.
        </p>
      </section>
    </>
  );
}
