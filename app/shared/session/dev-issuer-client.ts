/**
 * The development sign-in issuer's one client: the site. Used only outside production (demo, dev, tests), where
 * the development issuer stands in for Google.
 */
export const DEV_ISSUER_PATH = '/dev-oidc';
export const DEV_CLIENT_ID = 'chapter-site';
export const DEV_CLIENT_SECRET = 'chapter-site-development-secret';
export const CALLBACK_PATH = '/auth/callback';
