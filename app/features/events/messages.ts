import { MAX_EVENT_NAME, MAX_EVENT_POINTS, MAX_LOCATION, MAX_REASON } from './event/event-limits';

const maxPoints = MAX_EVENT_POINTS.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The events tool's messages, word for word, shared by its pages, the points sheet and their tests. */
export const EVENT_MESSAGES = {
  loadFailed: 'Error loading events. Please try again.',
  empty: 'No events yet. Create one below, or add one from the chapter calendar.',
  calendarEmpty: 'The chapter calendar has no upcoming events.',
  notFound: 'This event no longer exists: it was deleted.',
  eventNameMissing: 'Type a name for the event first.',
  eventNameTooLong: (length: number) =>
    `An event name is at most ${MAX_EVENT_NAME} characters; this one has ${length}.`,
  eventNameTaken: (name: string) =>
    `There is already an event named “${name}”. Give this one another name, such as with its date.`,
  category: 'Choose one of the categories.',
  date: 'Enter the date as a calendar date.',
  time: 'Enter a time such as 7:00 PM.',
  endBeforeStart: 'The end is before the start. Enter an end at or after the start time.',
  locationTooLong: `A location is at most ${MAX_LOCATION} characters.`,
  points: `Points are whole numbers from 0 to ${maxPoints}.`,
  created: (name: string) => `Event “${name}” created.`,
  updated: (name: string) => `Event “${name}” saved.`,
  updatedCheckInClosed: (name: string) =>
    `Event “${name}” saved. Its check-in was closed, since the event now begins more than an hour from now: ` +
    'start it again on the check-in screen from an hour before the event.',
  deleted: (name: string) => `Event “${name}” deleted.`,
  adopted: (name: string) => `Event “${name}” added from the chapter calendar.`,
  alreadyAdopted: 'This calendar event was already added. Nothing was added again.',
  calendarGone: 'This occurrence is no longer on the chapter calendar. Reload the page to see what is.',
  saveFailed: 'Error saving the event. Please try again.',
  deleteFailed: 'Error deleting the event. Please try again.',
  /** What deleting an event takes with it, in its confirmation. */
  deleteTakes: (name: string, attendance: number, cells: number) =>
    `Deleting “${name}” also deletes its ${plural(attendance, 'attendance record')} and its ${plural(cells, 'points cell')} in the points sheet. This cannot be undone.`,
  // The roster
  rosterSaved: (attended: number, excused: number, absent: number) =>
    `Roster saved: ${attended} marked attended, ${excused} excused, ${absent} absent.`,
  rosterNoChanges: 'There are no changes to save.',
  rosterStale:
    'Someone else changed this roster after you opened the page. Nothing was saved: reload the page to see their marks, then make yours again.',
  /** The page then reloads its rows without them and keeps the officer's other marks. */
  rosterNotMember: (names: readonly string[], othersMarked: boolean) =>
    `${leftMembers(names)}, so the roster no longer lists them. Nothing was saved` +
    (othersMarked ? ': your other marks are still here; press Save roster again to save them.' : '.'),
  rosterFailed: 'Error saving the roster. Please try again.',
  reasonTooLong: `An excuse reason is at most ${MAX_REASON} characters.`,
  rosterInvalid: 'This roster could not be read. Reload the page and try again.',
  unsaved: (n: number) => (n === 1 ? '1 unsaved change' : `${n} unsaved changes`),
  leave: (n: number) =>
    `You have ${n === 1 ? '1 unsaved change' : `${n} unsaved changes`} on this roster. If you leave, ${n === 1 ? 'it is' : 'they are'} lost.`,
  /** In the edit form of an event that ends on a later day than it starts (such as an all-day calendar event). */
  endsLater: (when: string) =>
    `This event runs ${when}. The form keeps an event within one day: saving it sets the end to the end time above, on the same day.`,
  /** Under the points in the edit form of an event with attendees whose points follow attendance. */
  pointsFollow: (n: number) =>
    `${n === 1 ? 'The member' : `The ${plural(n, 'member')}`} marked attended get the points saved here; ` +
    'cells set by hand in the points sheet stay as they are.',
  leaveForm: 'What you typed in the event form has not been saved. If you leave, it is lost.',
  unknownAction: 'Unknown action.',
} as const;

/** Who left the active members, by name where the save knew them. */
function leftMembers(names: readonly string[]): string {
  if (names.length === 0) return 'Someone on this roster is no longer an active member';
  if (names.length === 1) return `${names[0]} is no longer an active member`;
  return `${names.join(', ')} are no longer active members`;
}
