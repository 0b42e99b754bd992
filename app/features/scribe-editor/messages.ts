import { MAX_POINTS } from './points-sheet-rules';

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
  /** A save refused with 409: someone else saved one of its cells first (see README.md). */
  conflict:
    'Someone else saved points for some of these cells after you opened this page. Nothing was saved: reload the page to see their changes, then enter yours again.',
  invalidEventName: 'Enter an event name of at most 100 characters.',
  invalidPoints: `Points must be whole numbers from 0 to ${MAX_POINTS.toLocaleString('en-US')}.`,
  /** The page sends only its four changes: any other comes from an outdated page or another client. */
  unknownAction: 'Unknown action.',
} as const;
