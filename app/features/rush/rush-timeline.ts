import type { RushContent } from '../site-content';

type Item = RushContent['timeline'][number]['items'][number];

/** An event as the rush page lists it: 'Coffee Chats (invite only)'. */
export function timelineItemName(item: Item): string {
  return item.inviteOnly ? `${item.name} (invite only)` : item.name;
}

/** A timeline date (`YYYY-MM-DD`, a calendar day with no time zone) as 'Thu, Jan 7'. */
export function timelineDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The timeline's heading, named for the year rush starts in: 'Rush 2026 Timeline'. */
export function timelineHeading(startsAt: string): string {
  return `Rush ${startsAt.slice(0, 4)} Timeline`;
}
