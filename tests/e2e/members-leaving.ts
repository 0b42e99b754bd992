/**
 * The active members that specs send to the alumni list while other specs run. A roster saved with one of them
 * marked is refused the moment they leave (the save names them), so the specs that "Check all" leave these rows
 * absent: their saves then do not depend on when another spec converts someone.
 */
export const MEMBERS_LEAVING = {
  /** The user-management spec adds Eden Marsh, converts them to alumni and back. */
  userManagement: 'Eden Marsh',
  /** The check-in spec converts Lucas Underwood to show an alumnus refused at check-in. */
  checkIn: { email: 'lucas.underwood@example.org', name: 'Lucas Underwood' },
  /** The elections spec converts Alina Wakefield before she casts her ballot. */
  elections: { email: 'alina.wakefield@example.org', name: 'Alina Wakefield' },
  /**
   * The events spec adds Rowan Zyskowski and converts them while a roster that marked them is open. Last by name,
   * so no spec that takes the first member of a list takes them meanwhile.
   */
  roster: { first: 'Rowan', last: 'Zyskowski', email: 'rowan.zyskowski@example.org', name: 'Rowan Zyskowski' },
} as const;

/** Every name above, as the roster's rows show them. */
export const LEAVING_NAMES: readonly string[] = [
  MEMBERS_LEAVING.userManagement,
  MEMBERS_LEAVING.checkIn.name,
  MEMBERS_LEAVING.elections.name,
  MEMBERS_LEAVING.roster.name,
];

/**
 * Members whose points total the check-in spec reads before and after its meeting, while other specs run. The specs
 * that "Check all" on a roster of their own leave these rows absent too, or a save landing between the two reads
 * would add its event's points to the total.
 */
export const POINTS_READ_BY_CHECK_IN: readonly string[] = [
  'Omar Prescott',
  'Ivy Rasmussen',
  'Mei Ibarra',
  'Rohan Abernathy',
  'Julian Jaramillo',
];
