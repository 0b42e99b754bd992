import { fullName } from '../../shared/members/full-name';
import { givenBackText, termText, type GivenBack } from '../officer-terms';
import { dayText } from '../../shared/time/calendar-days';

/**
 * The conversion texts, word for word, shared by the page, the server and the tests. A conversion can be undone by
 * converting back, so the confirmation says what changes rather than warning of something final.
 */
type Named = { firstName: string; lastName: string };

export const CONVERSION = {
  'to-alumni': {
    button: 'Convert to alumni',
    title: (m: Named) => `Convert ${fullName(m)} to alumni?`,
    /** `leaving`: what the conversion does to their terms, from `planLeaving` on today (none: no sentence). */
    explain: (m: Named, leaving: string) =>
      `${fullName(m)} moves to the alumni list and is signed out; alumni cannot sign in. ` +
      (leaving ? `${leaving} ` : '') +
      `Their event points are removed, and they leave the spoon assassins game and their bro-date group. Their ` +
      `email and the rest of their record stay. You can convert them back later, but the points do not come back.`,
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

/** The alert texts of the add and edit forms; a bad LinkedIn address is the alert itself. */
export const SAVE_MESSAGES = {
  'add-active': { ok: 'User added successfully', error: 'Error adding user' },
  'edit-active': { ok: 'User updated successfully', error: 'Error updating user' },
  'add-alumni': { ok: 'Alumni added successfully', error: 'Error adding alumni' },
  'edit-alumni': { ok: 'Alumni updated successfully', error: 'Error updating alumni' },
} as const;

export const EMAIL_TAKEN = 'Another member already uses this email.';
export const BIG_LOOP = 'This big would make a loop in the family tree.';
export const RECORD_GONE = 'This record no longer exists.';

/** The CSV import's answers. */
export const IMPORT = {
  /** What an import did, every row counted once: "Imported 1 new, 1 updated and 78 unchanged records." */
  imported: ({ added, updated, unchanged }: { added: number; updated: number; unchanged: number }) =>
    `Imported ${added} new, ${updated} updated and ${unchanged} unchanged records.`,
  refused: 'Nothing was imported. Fix the rows below and import the file again.',
  noFile: 'Choose a CSV file to import.',
  tooLarge: 'The file is larger than 1 MB.',
  failed: 'The import failed and nothing was imported. Please try again.',
} as const;

/** Why a conversion was refused; nothing was changed in any case. */
export const CONVERSION_REFUSED = {
  gone: 'Nothing was converted: this record is no longer on that list (it was converted or removed meanwhile). The lists below are up to date.',
  failed: 'Nothing was converted: the change could not be saved. Please try again.',
  fields: 'Nothing was converted: please correct the email.',
} as const;

/** The Terms dialog's texts: a member's role as a view of their term covering today, and its buttons. */
export const TERMS_FORM = {
  button: 'Terms',
  title: (m: Named) => `Terms of ${fullName(m)}`,
  /** "Scribe since January 1, 2026", or "No position" when no term covers today. */
  role: (m: { role: string | null; roleSince: string | null }) =>
    m.role && m.roleSince ? `${m.role} since ${dayText(m.roleSince)}` : 'No position',
  /** A term set in advance, beside the role of today: "Next: Regent from January 1, 2027". */
  coming: (term: { position: string; startsOn: string; endsOn: string | null }) => `Next: ${termText(term)}`,
  noTerms: 'No terms yet.',
  alumni: 'Alumni hold no position; their past terms are kept here.',
  assign: 'Assign',
  reviewTitle: 'This assignment, once confirmed:',
  back: 'Change it',
  confirmAssign: 'Confirm assignment',
  end: 'End term',
  endReviewTitle: 'Ending this term, once confirmed:',
  confirmEnd: 'Confirm end',
  /** The tools a term's holder stops using after its last day, or nothing when the position gives none. */
  toolsLost: (tools: readonly string[]) =>
    tools.length ? `From the next day they no longer use ${tools.join(', ')}.` : '',
  remove: 'Remove term',
  keep: 'Keep it',
  /**
   * Before removing a term: every term the removal gives back its last day (`givesBack`, as the removal will), and
   * the tools of the position its holder will not use (`tools`, none when the position gives none).
   */
  removeAsk: (
    term: { position: string; startsOn: string; endsOn: string | null },
    holder: string,
    givesBack: readonly Omit<GivenBack, 'id' | 'memberId'>[],
    tools: readonly string[],
  ) =>
    [
      `Remove the term as ${termText(term)}? Nothing of it is kept${givesBack.length ? '.' : ', and no other term changes.'}`,
      ...givesBack.map(givenBackText),
      ...(tools.length ? [`${holder} will not use ${tools.join(', ')} as ${term.position}.`] : []),
    ].join(' '),
  fix: 'Nothing was changed: please correct the marked field.',
  failed: 'Nothing was changed: the change could not be saved. Please try again.',
} as const;
