/** The public pages' own sentences, word for word, shared by the pages and their tests. */

/** The home page's notice when an officer page sent a signed-out visitor here. */
export const SIGNED_OUT_NOTICE = 'You are signed out.';
export const SIGN_IN_TO_OPEN = 'Sign in to open that page';

/** The home page's notice when an officer page sent a member here whose role does not open it. */
export const OFFICERS_ONLY_NOTICE = 'That page is for the officers who use it.';

/** The map's hint: a mouse hovers, a touch screen taps. */
export const MAP_HINT_POINTER = 'Seven chapters across the West: hover or focus a marker to see which.';
export const MAP_HINT_TOUCH = 'Seven chapters across the West: tap a marker to see which.';

/** The about page's list of the chapter's Regents, from their officer terms. */
export const PAST_REGENTS = {
  heading: 'OUR REGENTS',
  empty: 'No Regents are recorded on the site yet.',
} as const;
