import { findMedia } from './media.server';
import type { Route } from './+types/media.route';

/**
 * GET /media/<key>: an uploaded picture. Keys are never reused (each upload gets a new timestamped key), so the
 * bytes under a key never change and browsers may keep them for a year without asking again.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params['*'] ?? '';
  const item = key ? await findMedia(key) : null;
  if (!item)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const etag = `"${item.sha256}"`;
  const headers = {
    'Content-Type': item.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  // A copy: the driver may hand back a view over a shared buffer, which a Response body does not accept.
  return new Response(new Uint8Array(item.bytes), { headers: { ...headers, 'Content-Length': String(item.size) } });
}
