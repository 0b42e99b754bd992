/** What officer terms answer, word for word; the server functions and their tests share these. */
import { dayAfter, dayText } from '../../shared/time/calendar-days';

export interface TermText {
  memberName: string;
  position: string;
  startsOn: string;
  endsOn: string | null;
}

/** "Regent from January 1, 2027 to December 31, 2027" or, open-ended, "Regent from January 1, 2027". */
export const termText = (term: Pick<TermText, 'position' | 'startsOn' | 'endsOn'>) =>
  term.endsOn === null
    ? `${term.position} from ${dayText(term.startsOn)}`
    : `${term.position} from ${dayText(term.startsOn)} to ${dayText(term.endsOn)}`;

/**
 * What converting a member to alumni does to their terms, said in the confirmation beforehand: "Their term as
 * Scribe ends today; their coming term as Regent from January 1, 2027 is removed." Empty when they hold none.
 */
export function leavingText(plan: {
  end: Pick<TermText, 'position'> | null;
  remove: readonly Pick<TermText, 'position' | 'startsOn' | 'endsOn'>[];
}): string {
  const parts = [
    ...(plan.end ? [`their term as ${plan.end.position} ends today`] : []),
    ...plan.remove.map((term) => `their coming term as ${termText(term)} is removed`),
  ];
  if (parts.length === 0) return '';
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** What assigning a position starts and ends, a sentence each: "Ana Beta is Scribe from .... Bob Tau's term as ...". */
export const assignmentText = (
  start: { memberName: string; position: string; startsOn: string },
  ended: readonly (Pick<TermText, 'memberName' | 'position'> & { lastDay: string })[],
) =>
  [
    messages.assigned(start.memberName, start.position, start.startsOn),
    ...ended.map((term) => messages.ended(term.memberName, term.position, term.lastDay)),
  ].join(' ');

/** A term a removal gives back: "Kai Patel's term as Recruitment Chair runs on again from December 3, 2026 (it had
 * ended on December 2, 2026)." */
export const givenBackText = (term: TermText & { endedOn: string }) =>
  `${term.memberName}'s term as ${term.position} runs on again from ${dayText(dayAfter(term.endedOn))}` +
  `${term.endsOn ? ` to ${dayText(term.endsOn)}` : ''} (it had ended on ${dayText(term.endedOn)}).`;

export const messages = {
  assigned: (memberName: string, position: string, startsOn: string) =>
    `${memberName} is ${position} from ${dayText(startsOn)}.`,
  ended: (memberName: string, position: string, lastDay: string) =>
    `${memberName}'s term as ${position} ends on ${dayText(lastDay)}.`,
  removed: (memberName: string, position: string, restored: readonly TermText[] = []) =>
    [
      `${memberName}'s term as ${position} was removed.`,
      ...restored.map((term) => `${term.memberName} is ${termText(term)} again, as before it was assigned.`),
    ].join(' '),
  memberGone: 'Nothing was changed: that member is no longer in the chapter. Reload the page.',
  nothingToAssign: 'Nothing was changed: there was no position to assign.',
  termGone: 'Nothing was changed: that term is no longer there. Reload the page.',
  notActive: (memberName: string) =>
    `Nothing was changed: ${memberName} is an alumnus, and only active members hold a position.`,
  alreadyHolds: (term: TermText) => `Nothing was changed: ${term.memberName} is already ${termText(term)}.`,
  /** A term that starts on or after the new one's first day cannot be ended the day before: it must go first. */
  laterTerm: (term: TermText) =>
    `Nothing was changed: ${term.memberName} is ${termText(term)}, which overlaps. ` +
    'A position has one holder and a member one position at a time: remove that term first, or choose a start after it.',
  /** The database refused an overlap another officer's change made between reading and writing. */
  overlapped:
    'Nothing was changed: another officer changed these terms at the same moment. Reload the page and try again.',
  endBeforeStart: (term: TermText) =>
    `Nothing was changed: ${term.memberName}'s term as ${term.position} starts on ${dayText(term.startsOn)}, ` +
    'so it cannot end before then. To undo a term that has not started, remove it.',
  alreadyEnds: (term: TermText & { endsOn: string }) =>
    `Nothing was changed: ${term.memberName}'s term as ${term.position} already ends on ${dayText(term.endsOn)}. ` +
    'Choose an earlier last day.',
  started: (term: TermText) =>
    `Nothing was changed: ${term.memberName}'s term as ${term.position} started on ${dayText(term.startsOn)}, ` +
    'and past terms are kept. End it instead.',
} as const;

/** "Ana Beta's term as Scribe ends on June 30, 2027.": what ending a term says, before and after it is sent. */
export const endedText = (memberName: string, position: string, lastDay: string) =>
  messages.ended(memberName, position, lastDay);

/** Told to a member turned away before their position starts: "Your term as Scribe starts on January 1, 2027." */
export const termStartsNotice = (term: { position: string; startsOn: string }) =>
  `Your term as ${term.position} starts on ${dayText(term.startsOn)}.`;
