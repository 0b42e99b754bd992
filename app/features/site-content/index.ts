/** What other features may use of the site content: the types of what officers edit, and the rush season's rules. */
export type { RushContent } from './site-content';
/** Used by the rush page: where the season is in time, and its dates as the page shows them. */
export {
  calendarDay,
  clockTime,
  seasonBounds,
  seasonDates,
  seasonEndsOn,
  seasonPhase,
  seasonYear,
  type SeasonBounds,
  type SeasonPhase,
} from './rush-season';
/** Used by /admin: the warning to the officers who edit the rush season once its dates have passed. */
export { RushSeasonOver, type RushSeasonNotice } from './rush-season-notice';
