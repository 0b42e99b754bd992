/** What other features may use of the site content on the server: the current content and its photos. */
export { getSiteContentOrDefault } from './site-content.server';
/** For the server's public page cache: another process changed what the public pages show, so read it again. */
export { invalidateSiteContent } from './site-content.server';
export { regentPortrait, sitePhotos } from './site-photos.server';
export { rushSeasonNotice } from './rush-season-notice.server';
