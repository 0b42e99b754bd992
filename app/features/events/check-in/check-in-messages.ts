import { tryAgainIn } from '../../../shared/limits/try-again';

/** Every sentence of check-in, word for word, shared by the pages, the server and the tests. */
export const CHECK_IN_MESSAGES = {
  // The member's answers.
  checkedIn: (event: string, points: number) =>
    points > 0 ? `Checked in to ${event} (+${points} points).` : `Checked in to ${event}.`,
  already: (event: string) => `You have already checked in to ${event}.`,
  expired: 'That code has expired: type the code on the screen now.',
  closed: (event: string) => `Check-in for ${event} is closed.`,
  notAMember: 'Check-in is for active members of the chapter.',
  wrongCode: 'That is not a check-in code: check the code on the screen and try again.',
  codeFormat: 'Type the 6 letters and digits shown on the screen.',
  tooManyWrong: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many wrong codes: try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
  tooOften: (seconds: number) => `Too many check-ins in a minute. ${tryAgainIn(seconds)}`,
  busy: (seconds: number) => `Many members are checking in right now. ${tryAgainIn(seconds)}`,
  /** Said with a refused code when 3 or fewer wrong codes are left before the wait. */
  triesLeft: (left: number, seconds: number) =>
    `${left} ${left === 1 ? 'try' : 'tries'} left before a ${Math.max(1, Math.ceil(seconds / 60))}-minute wait.`,
  noPass: 'Your check-in from the QR code has expired: type the code on the screen now.',
  passUsed: 'That check-in from the QR code has already been used: type the code on the screen now.',
  failed: 'The check-in could not be saved: nothing was recorded. Please try again.',
  signInToFinish: (event: string) => `Sign in to finish checking in to ${event}.`,
  /** The sign-in page, for a QR address whose code is checked only once the member is signed in. */
  signInToCheck: 'Sign in to finish checking in: your code is checked once you are signed in.',
  // The officer's screen.
  started: (event: string) => `Check-in for ${event} is open.`,
  stopped: (event: string, count: number) =>
    `Check-in for ${event} is closed: ${count} ${count === 1 ? 'member' : 'members'} checked in.`,
  alreadyOpen: 'Check-in is already open.',
  notOpen: 'Check-in is not open: nothing was changed.',
  tooLate: (closedAt: string) =>
    `Check-in cannot start: the event's end plus the grace minutes passed at ${closedAt}. ` +
    'Add grace minutes or change the event\u2019s end.',
  tooEarly: (from: string) =>
    `Check-in cannot start yet: it can be started from an hour before the event begins, at ${from}.`,
  opensFrom: (from: string) => `Check-in can be started from an hour before the event begins, at ${from}.`,
  closesAt: (closesAt: string, endsAt: string) =>
    `Check-in will close by itself at ${closesAt} (the event ends at ${endsAt}), or when you close it.`,
  alreadyPast: (closesAt: string, endsAt: string) =>
    `The event ended at ${endsAt}, so with these grace minutes check-in would have closed at ${closesAt}. ` +
    'Add grace minutes to open it now, or mark who came on the roster.',
  screenFailed: 'Check-in could not be started or closed: nothing was changed. Please try again.',
  graceRange: 'Grace minutes are a whole number from 0 to 1,440 (a day).',
  eventGone: 'That event no longer exists.',
  unknownAction: 'Unknown action.',
  noneYet: 'Nobody has checked in yet.',
  loadFailed: 'The check-in could not be loaded. Please reload the page.',
} as const;
