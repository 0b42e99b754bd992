/** What the handbook pages say, word for word, shared by the pages, the server and the tests. */
import { dayText } from '../../shared/time/calendar-days';
import { HANDBOOK_MAX } from './handbook-rules';

export const messages = {
  saved: (position: string) => `The ${position} handbook is saved.`,
  restored: (savedAt: string) => `The version saved ${savedAt} is the current handbook again.`,
  changedSince:
    'Nothing was saved: someone else saved this handbook after you opened the editor. Your text is still in the ' +
    'editor: copy it, reload the page to see their version, then make your change again.',
  restoreChangedSince:
    'Nothing was restored: someone else saved this handbook after you opened the page. Reload the page to see ' +
    'their version, then choose again.',
  saveFailed: 'Nothing was saved: the handbook could not be stored. Your text is still in the editor: try again.',
  restoreFailed: 'Nothing was restored: the handbook could not be stored. Please try again.',
  empty: 'Write something before saving: a handbook cannot be empty.',
  tooLong: `A handbook can be at most ${HANDBOOK_MAX.toLocaleString('en-US')} characters. Shorten it, or link to a longer document.`,
  notYours:
    'Nothing was changed: only the member who holds this position today, the Regent and the Webmaster may edit its handbook.',
  versionGone: 'Nothing was restored: that version is not one of this handbook’s. Reload the page and choose again.',
  alreadyCurrent: 'Nothing was restored: that version is already the current handbook.',
  unknownAction: 'Unknown action. Reload the page and try again.',
  positionGone: 'There is no such position.',
  versionNotFound: 'That version is not one of this handbook’s.',
  noHandbook: 'No handbook yet',
  noHandbookFor: (position: string) => `No handbook yet for ${position}.`,
  nobodyHolds: 'Nobody holds this position today.',
  /** "Held today by Ada Li. Bo Chi takes it on January 1, 2027." */
  holders: (holders: { today: string | null; next: { name: string; startsOn: string } | null }) =>
    [
      holders.today ? `Held today by ${holders.today}.` : messages.nobodyHolds,
      holders.next ? `${holders.next.name} takes it on ${dayText(holders.next.startsOn)}.` : '',
    ]
      .join(' ')
      .trim(),
} as const;
