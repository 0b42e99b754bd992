/** What other features may use of the site content on the server: the current content and its photos. */
export { getSiteContentOrDefault } from './site-content.server';
export { regentPortrait, sitePhotos } from './site-photos.server';
export { rushSeasonNotice } from './rush-season-notice.server';
