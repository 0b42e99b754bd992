import { chapter } from '../../config/chapter';
import { fullDay, seasonBounds, seasonEndsOn } from './rush-season';
import type { RushSeasonNotice } from './rush-season-notice';
import { getSiteContentOrDefault } from './site-content.server';
import { now } from '../../shared/time/clock.server';

/**
 * For the officers who edit the rush season: when it ends, so their pages can warn them once it has. The page
 * decides with the server's clock and then the browser's, as the rush page itself does.
 */
export async function rushSeasonNotice(): Promise<RushSeasonNotice> {
  const { rush } = await getSiteContentOrDefault();
  const endsOn = seasonEndsOn(rush);
  return {
    end: seasonBounds(rush.startsAt, endsOn, chapter.timeZone).end,
    lastDay: fullDay(endsOn),
    now: now().getTime(),
  };
}
