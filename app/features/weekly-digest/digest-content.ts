import type { CalendarEvent, TermSummary } from '../events/index.server';
import { eventWhen } from '../events/index';
import { type ElectionPrompt, promptLine } from '../elections/index';

/** What one member's digest says, gathered for them. */
export interface DigestInput {
  firstName: string;
  /** The Sunday the digest is for, as the subject says it: "December 6". */
  weekOf: string;
  /** The events of the coming seven days. */
  events: readonly CalendarEvent[];
  term: TermSummary;
  elections: readonly ElectionPrompt[];
  /** The titles of the announcements the member received in the past seven days. */
  announcements: readonly string[];
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The digest's subject and Markdown, each section saying so when it has nothing. */
export function digestMessage(input: DigestInput): { subject: string; markdown: string } {
  const { term } = input;
  const events =
    input.events.length === 0
      ? ['No event this week.']
      : input.events.map(
          (e) => `- ${e.name}: ${eventWhen(e.startsAt, e.endsAt)}${e.location ? `, ${e.location}` : ''}`,
        );
  const rate =
    term.outOf === 0
      ? 'no event counted toward your attendance yet'
      : `attendance ${term.rate} (${term.attended} of ${term.outOf})`;
  const elections =
    input.elections.length === 0 ? ['No election needs you.'] : input.elections.map((p) => `- ${promptLine(p).text}`);
  const announcements =
    input.announcements.length === 0 ? ['No new announcement.'] : input.announcements.map((title) => `- ${title}`);
  // Blocks apart by a blank line; a list's items on lines of their own, so they make one list.
  const markdown = [
    `Hi ${input.firstName}, here is your week.`,
    '## This week’s events',
    events.join('\n'),
    `## Your ${term.term}`,
    `${plural(term.points, 'point', 'points')} so far, ${rate}.`,
    '## Elections',
    elections.join('\n'),
    '## New announcements',
    announcements.join('\n'),
  ].join('\n\n');
  return { subject: `Your week ahead, ${input.weekOf}`, markdown };
}
