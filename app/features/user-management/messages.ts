import { fullName } from '../../shared/members/full-name';

/**
 * The conversion texts, word for word, shared by the page, the server and the tests. A conversion can be undone by
 * converting back, so the confirmation says what changes rather than warning of something final.
 */
type Named = { firstName: string; lastName: string };

export const CONVERSION = {
  'to-alumni': {
    button: 'Convert to alumni',
    title: (m: Named) => `Convert ${fullName(m)} to alumni?`,
    explain: (m: Named) =>
      `${fullName(m)} moves to the alumni list and is signed out; alumni cannot sign in. Their role is cleared, their ` +
      `event points are removed, and they leave the spoon assassins game and their bro-date group. Their email and ` +
      `the rest of their record stay. You can convert them back later, but the points do not come back.`,
    saved: (m: Named) => `${fullName(m)} was converted to alumni.`,
  },
  'to-active': {
    button: 'Convert to active',
    title: (m: Named) => `Convert ${fullName(m)} back to an active member?`,
    explain: (m: Named & { email: string | null }) =>
      `${fullName(m)} moves to the active members with no role and 0 points, and ` +
      (m.email ? `can sign in again with ${m.email}.` : `signs in with the email below: an active member needs one.`),
    saved: (m: Named) => `${fullName(m)} was converted back to an active user.`,
  },
} as const;

/** Why a conversion was refused; nothing was changed in any case. */
export const CONVERSION_REFUSED = {
  gone: 'Nothing was converted: this record is no longer on that list (it was converted or removed meanwhile). The lists below are up to date.',
  failed: 'Nothing was converted: the change could not be saved. Please try again.',
  fields: 'Nothing was converted: please correct the email.',
} as const;
