import { zonedTimeToInstant } from '../../shared/time/time-zone';
import { dateTimeFormat } from '../../shared/time/date-time-format';

/**
 * The rush season in time: from its start (a wall-clock time in the chapter's time zone) through the whole of its
 * last day. The rush page, the officers' warnings and the editor's checks all read the season through these rules.
 */

type Timeline = readonly { items: readonly { date: string | null }[] }[];

/**
 * How long a season runs when it was saved before seasons had a last day: two weeks from its first day, or to its
 * last dated event when that is later. The editor shows it and saves it only when the officer saves.
 */
export const SUGGESTED_SEASON_DAYS = 14;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (`YYYY-MM-DD`) moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day rush starts on, from its start time (`YYYY-MM-DDTHH:mm`). */
export const startDay = (startsAt: string) => startsAt.slice(0, 10);

/** The year a season is named for and its dates are read in: the year it starts. */
export const seasonYear = (startsAt: string) => Number(startsAt.slice(0, 4));

/** The last day to suggest for a season saved without one. */
export function suggestedEndsOn(startsAt: string, timeline: Timeline): string {
  const dated = timeline.flatMap((week) => week.items.map((item) => item.date ?? ''));
  return [addDays(startDay(startsAt), SUGGESTED_SEASON_DAYS), ...dated].reduce((a, b) => (b > a ? b : a));
}

/** The season's last day: as saved, or the suggestion for content saved before seasons had one. */
export function seasonEndsOn(rush: { startsAt: string; endsOn?: string; timeline: Timeline }): string {
  return rush.endsOn ?? suggestedEndsOn(rush.startsAt, rush.timeline);
}

/** The season as instants: from its start to the midnight after its last day, in the chapter's time zone. */
export interface SeasonBounds {
  start: number;
  end: number;
}

export function seasonBounds(startsAt: string, endsOn: string, timeZone: string): SeasonBounds {
  return {
    start: zonedTimeToInstant(startsAt, timeZone).getTime(),
    end: zonedTimeToInstant(`${addDays(endsOn, 1)}T00:00`, timeZone).getTime(),
  };
}

export type SeasonPhase = 'before' | 'during' | 'after';

/** Where `now` falls: before the start, during the season (start included), or after its last day. */
export function seasonPhase(bounds: SeasonBounds, now: number): SeasonPhase {
  if (now < bounds.start) return 'before';
  return now < bounds.end ? 'during' : 'after';
}

const dayFormat = (withYear: boolean) =>
  dateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

/**
 * A calendar day as 'Thu, Jan 7', with its year ('Sat, Jan 2, 2027') when it is not the season's year. The day is
 * the one it names whatever the server's or the visitor's time zone.
 */
export function calendarDay(day: string, year: number): string {
  return dayFormat(Number(day.slice(0, 4)) !== year).format(new Date(`${day}T00:00:00Z`));
}

/** A calendar day with its year: 'Fri, Jan 22, 2027'. */
export const fullDay = (day: string) => dayFormat(true).format(new Date(`${day}T00:00:00Z`));

/** A wall-clock time (`HH:mm`) as '7:00 PM'. */
export function clockTime(time: string): string {
  return dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`2000-01-01T${time}:00Z`),
  );
}

/** The season's days, with the year once: 'Thu, Jan 7 to Fri, Jan 22, 2027'. */
export function seasonDates(startsAt: string, endsOn: string): string {
  return `${calendarDay(startDay(startsAt), Number(endsOn.slice(0, 4)))} to ${fullDay(endsOn)}`;
}

export const seasonMessages = {
  endsBeforeStart: (startsAt: string) =>
    `The last day of rush must be on or after the day rush starts (${fullDay(startDay(startsAt))}).`,
  outsideSeason: (startsAt: string, endsOn: string) =>
    `This date is outside the rush season (${seasonDates(startsAt, endsOn)}). Pick a day in the season, change the season's dates above, or leave the date empty.`,
};

export interface SeasonIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What a season to be saved gets wrong in time: a last day before its first, and events dated outside it. Values
 * that are not well-formed are left to their own field checks.
 */
export function seasonIssues(rush: { startsAt: string; endsOn: string; timeline: Timeline }): SeasonIssue[] {
  const { startsAt, endsOn } = rush;
  if (!DAY.test(startDay(startsAt)) || !DAY.test(endsOn)) return [];
  const first = startDay(startsAt);
  if (endsOn < first) return [{ path: ['endsOn'], message: seasonMessages.endsBeforeStart(startsAt) }];
  return rush.timeline.flatMap((week, w) =>
    week.items.flatMap((item, i) =>
      item.date && DAY.test(item.date) && (item.date < first || item.date > endsOn)
        ? [{ path: ['timeline', w, 'items', i, 'date'], message: seasonMessages.outsideSeason(startsAt, endsOn) }]
        : [],
    ),
  );
}
