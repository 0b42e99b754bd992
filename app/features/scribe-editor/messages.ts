import { MAX_EVENT_NAME } from '../events';
import { MAX_POINTS } from './points-sheet-rules';

const maxPoints = MAX_POINTS.toLocaleString('en-US');
const changes = (n: number) => (n === 1 ? '1 unsaved change' : `${n} unsaved changes`);

/** The scribe editor's messages, word for word, shared by the route and its tests. */
export const SCRIBE_MESSAGES = {
  /** The scribe editor has no load failure text of its own: the spoon assassins page's wording. */
  loadFailed: 'Error loading data. Please try again.',
  addFailed: 'Error adding event. Please try again.',
  saveFailed: 'Error saving changes. Please try again.',
  deleteFailed: 'Error deleting event. Please try again.',
  resetFailed: 'Error resetting data. Please try again.',
  saved: 'Changes saved successfully!',
  reset: 'All data has been reset successfully!',
  noChanges: 'There are no changes to save.',
  eventAdded: (name: string) => `Event “${name}” added.`,
  eventDeleted: (name: string) => `Event “${name}” deleted.`,
  /** A save refused with 409: someone else saved one of its cells first (see README.md). */
  conflict:
    'Someone else saved points for some of these cells after you opened this page. Nothing was saved: reload the page to see their changes, then enter yours again.',
  invalidEventName: `Enter an event name of at most ${MAX_EVENT_NAME} characters.`,
  /** Beside a cell that cannot be stored as typed, and in the server's refusal of such a save. */
  invalidPoints: `Points are whole numbers from 0 to ${maxPoints}.`,
  /** Save refused in the page: some typed cells cannot be stored as typed. */
  fixCells: (n: number) =>
    `Nothing was saved: fix the ${n === 1 ? 'marked cell' : `${n} marked cells`} first. Points are whole numbers from 0 to ${maxPoints}.`,
  /** Beside the unsaved count when the search hides rows holding some of them. */
  unsaved: (n: number, hidden: number) =>
    hidden > 0 ? `${changes(n)}, ${hidden} in rows the search hides` : changes(n),
  /** Asked before leaving the page by a link with typing not saved. */
  leave: (n: number) => `You have ${changes(n)} on this page. If you leave, ${n === 1 ? 'it is' : 'they are'} lost.`,
  /** Added to the delete confirmation when the column holds typing not saved. */
  deleteLosesTyping: (n: number) => `Your ${changes(n)} in this column ${n === 1 ? 'is' : 'are'} lost too.`,
  /** Added to the reset confirmation when there is typing not saved. */
  resetLosesTyping: (n: number) => `Your ${changes(n)} ${n === 1 ? 'is' : 'are'} lost too.`,
  /** The word in a cell's corner saying where its number came from, and how it is read out with the cell. */
  origins: {
    'checked-in': { shown: 'checked in', said: 'checked in' },
    attended: { shown: 'roster', said: 'marked attended on the roster' },
    excused: { shown: 'excused', said: 'excused' },
    absent: { shown: 'absent', said: 'absent' },
    'by-hand': { shown: '✎ by hand', said: 'set by hand' },
  },
  /** Under the sheet: what each origin means, in the order the legend lists them. */
  originLegendTitle: 'The word in the corner of each cell says where its number came from:',
  originLegend: {
    'checked-in': 'the member checked in at the event and has its points.',
    attended: 'an officer marked the member attended on the roster: the event’s points.',
    excused: 'excused by an officer: no points from attendance.',
    absent: 'not marked at an event that has ended: no points from attendance.',
    'by-hand': 'set in this sheet; attendance leaves it as it is. Every cell you save becomes one.',
  },
  originLegendUpcoming: 'A cell of an event still to come or under way has no word until the member is marked.',
  /** The page sends only its four changes: any other comes from an outdated page or another client. */
  unknownAction: 'Unknown action.',
} as const;
