import { calendarDay, clockTime, type RushContent, type SeasonPhase } from '../site-content';

type Item = RushContent['timeline'][number]['items'][number];

/** An event as the rush page lists it: 'Coffee Chats (invite only)'. */
export function timelineItemName(item: Item): string {
  return item.inviteOnly ? `${item.name} (invite only)` : item.name;
}

/**
 * What the rush page shows after an event's name: its day (with the year when it is not the season's), time and
 * place, as 'Thu, Jan 7 · 7:00 PM · Benson Center'. Before rush begins an event without a day says its date is to
 * be announced; once rush has begun it says nothing of a date it never got, rather than a stale 'TBD'.
 */
export function timelineDetails(item: Item, seasonYear: number, phase: SeasonPhase): string | null {
  const day = item.date ? calendarDay(item.date, seasonYear) : phase === 'before' ? 'date to be announced' : null;
  const parts = [day, item.time && clockTime(item.time), item.place].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The timeline's heading, named for the year rush starts in: 'Rush 2027 Timeline'. */
export function timelineHeading(startsAt: string): string {
  return `Rush ${startsAt.slice(0, 4)} Timeline`;
}
