import { now } from '../../shared/time/clock.server';
import type { Route } from './+types/calendar-feed-file.route';
import { FEED_DOWNLOAD_NAME, FEED_NOT_FOUND, feedFile } from './feed-file.server';

/**
 * `/calendar/:file`: a member's private feed, fetched by calendar apps without a session. The signed name is the
 * only key; a wrong, replaced or former member's name is answered 404, so calendar apps stop asking.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const ics = await feedFile(params.file, now());
  if (ics === null) {
    return new Response(FEED_NOT_FOUND, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${FEED_DOWNLOAD_NAME}"`,
      // A private address: kept by the member's calendar app only, and never listed by search engines.
      'Cache-Control': 'private, max-age=900',
      'X-Robots-Tag': 'noindex',
    },
  });
}
