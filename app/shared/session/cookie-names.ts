/** The site's cookie names, apart from the cookies themselves (which read the settings), for the server and tests. */
export const SESSION_COOKIE = '__ue_session';
export const SIGN_IN_COOKIE = '__ue_signin';
/**
 * The development issuer's cookies (demo and test sites sign in with it, on the site's own address): only the issuer
 * reads them, at its own paths, so no page changes with them.
 */
export const DEV_ISSUER_COOKIE_PREFIX = 'dev_oidc_';
