/** What the attendance pages say, word for word, shared by the pages and their tests. */

export const ATTENDANCE_MESSAGES = {
  /** The member's page with no event of the term started yet. */
  noEvents: 'No events yet this term.',
  /** How the member's rate is counted, said under the rates. */
  rateRule:
    'Your rate in each category is the events you attended out of those expected of every member plus any other you attended; events you were excused from, and one still under way, are left out.',
  /** The rates with nothing to count yet. */
  noRates: 'No rates yet: no event expected of every member has happened this term, and you attended none.',
  /** The officers' page with no event in the chosen term. */
  noTermEvents: 'No events in this term so far.',
  /** How the officers' rates are counted. */
  officerRule:
    'An event’s rate is its attendees out of the active members not excused. A member’s rate is the events attended out of those expected of everyone plus any other they attended, leaving out excused ones; their Absent counts the expected events they missed.',
} as const;
