import { ChapterMap } from './chapter-map';
import { PhotoGallery } from './photo-gallery';
import { ResponsivePhoto } from '../../shared/photos/responsive-photo';
import { RichText } from '../../shared/text/rich-text';
import { chapter, mobileMedia } from '../../config/chapter';
import { PILLARS } from './home-text';
import { chapterMap } from './us-map.server';
import { readOrFallback } from '../../shared/db/database-outage.server';
import { pageMeta } from '../../shared/layout/meta';
import { getSiteContentOrDefault, regentPortrait, sitePhotos } from '../site-content/index.server';
import { findRegentName } from '../directory/index.server';
import { openCheckInsFor } from '../events/index.server';
import { CheckInPrompt } from '../../shared/layout/check-in-prompt';
import { type AccessNotice, readNotice } from '../../shared/session/access-notice';
import { getSignedInMember } from '../../shared/session/guards.server';
import type { SessionMember } from '../../shared/session/sessions.server';
import { AccessNoticeBar } from './access-notice';
import { comingTerm, termStartsNotice } from '../officer-terms/index.server';
import { toolsFor } from '../../shared/session/permissions';
import { now } from '../../shared/time/clock.server';
import { MAP_HINT_POINTER, MAP_HINT_TOUCH } from './messages';
import type { Route } from './+types/home.route';
import styles from './home.module.css';

export const meta = () => pageMeta('Home');

// The notice in the address is shown only to whom it fits (signed in or not), so no shared cache may keep the page.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * The notice an officer page sent along, if it still fits who is here (someone who signed in since sees neither). A
 * member turned away whose position with tools starts later is told when, from their own terms, never the address.
 */
async function noticeFor(
  request: Request,
  member: SessionMember | null,
): Promise<{ notice: AccessNotice; termStarts: string | null } | null> {
  const notice = readNotice(new URL(request.url).searchParams);
  if (!notice) return null;
  if ((notice.kind === 'sign-in') === (member !== null)) return null;
  const coming = member ? await comingTerm(member.id, now()) : null;
  return { notice, termStarts: coming && toolsFor(coming.position).length > 0 ? termStartsNotice(coming) : null };
}

/** The dashboard's check-in prompt for a signed-in member; left out, as the regent is, when it cannot be read. */
function checkInsFor(member: SessionMember | null) {
  if (!member) return [];
  return readOrFallback(
    () => openCheckInsFor(member.id, now()),
    () => [],
    'could not load the open check-ins for the home page',
  );
}

/**
 * A signed-in member also gets the dashboard's check-in prompt. The copy kept in memory for visitors is rendered
 * without any cookie (docs/decisions/0009-public-page-cache.md), so it never holds one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await readOrFallback(
    () => getSignedInMember(request),
    () => null,
    'could not look up who is signed in for the home page',
  );
  const [regent, content, notice, checkIns] = await Promise.all([
    readOrFallback(findRegentName, () => null, 'could not load the regent for the home page'),
    getSiteContentOrDefault(),
    noticeFor(request, member),
    checkInsFor(member),
  ]);
  const photos = sitePhotos(content.photos);
  // The name typed in the site content wins; else whoever holds the Regent role.
  const regentName = content.regent.name || (regent ? `${regent.firstName} ${regent.lastName}` : null);
  return {
    hero: photos.homeHero,
    portrait: regentPortrait(content.regent.portrait),
    join: photos.join,
    gallery: photos.gallery, // shuffled in the browser (photo-gallery.tsx)
    map: chapterMap(),
    regent: { name: regentName, message: content.regent.message },
    notice: notice?.notice ?? null,
    termStarts: notice?.termStarts ?? null,
    checkIns,
  };
}

/** Plain links, not client-side navigation: the rush page always loads fresh. */
function RushButton() {
  return (
    <a href="/rush" className={styles.rush} data-testid="rush-button">
      RUSH
    </a>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, portrait, join, gallery, map, regent, notice, termStarts, checkIns } = loaderData;
  return (
    <>
      {notice && <AccessNoticeBar notice={notice} termStarts={termStarts} />}
      <CheckInPrompt events={checkIns} around={`container ${styles.checkIn}`} />
      <section className={styles.hero}>
        <ResponsivePhoto photo={hero} alt="" sizes="100vw" priority backdrop />
        <div className={`container ${styles.heroText}`}>
          <p className={styles.university}>{chapter.university}</p>
          <h1 className={styles.title}>
            {/* The space keeps the two lines two phrases wherever the heading's text is read as one string. */}
            {chapter.fraternity} <span className={styles.chapterName}>{chapter.name} Chapter</span>
          </h1>
          <p className={styles.tagline}>{chapter.tagline}</p>
          <RushButton />
        </div>
      </section>

      <section className={`container ${styles.regent}`} aria-labelledby="regent-heading">
        <ResponsivePhoto
          photo={portrait}
          alt={regent.name ? `${regent.name}, Regent` : 'The Regent'}
          sizes={`${mobileMedia} 60vw, 18rem`}
          className={styles.portrait}
        />
        <div>
          <h2 id="regent-heading">A Message from the Regent</h2>
          <RichText source={regent.message} />
          <p className={styles.signature}>{regent.name ? `${regent.name}, Regent` : 'The Regent'}</p>
        </div>
      </section>

      <section className={styles.pillars} aria-labelledby="pillars-heading">
        <div className="container">
          <h2 id="pillars-heading">Our Core Pillars</h2>
          <ul className={styles.pillarList}>
            {PILLARS.map((pillar) => (
              <li key={pillar.title}>
                <h3>{pillar.title}</h3>
                <p>{pillar.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container" aria-labelledby="map-heading">
        <h2 id="map-heading">{chapter.region}</h2>
        {/* The stylesheet shows the one that fits the screen's pointer; the other is hidden from everyone. */}
        <p className={styles.mouseHint}>{MAP_HINT_POINTER}</p>
        <p className={styles.touchHint}>{MAP_HINT_TOUCH}</p>
        <ChapterMap map={map} />
      </section>

      <section className={`container ${styles.gallery}`} aria-labelledby="gallery-heading">
        <h2 id="gallery-heading">Life in the Chapter</h2>
        <PhotoGallery photos={gallery} />
      </section>

      <section className={styles.join} aria-labelledby="join-heading">
        <ResponsivePhoto photo={join} alt="" sizes="100vw" backdrop />
        <div className={`container ${styles.joinText}`}>
          <h2 id="join-heading">Interested in Joining?</h2>
          <p>Meet the brothers at Winter Rush and see where engineering with friends can take you.</p>
          <RushButton />
        </div>
      </section>
    </>
  );
}
