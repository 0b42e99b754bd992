/** The site's cookie names, apart from the cookies themselves (which read the settings), for the server and tests. */
export const SESSION_COOKIE = '__ue_session';
export const SIGN_IN_COOKIE = '__ue_signin';
