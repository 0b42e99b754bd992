export const DEFAULT_PICTURE = '/images/default-profile.svg';

/** The largest picture a member may upload (5 MB), checked in the browser before sending and on the server. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TOO_LARGE = 'The picture must be at most 5 MB.';

/** The message for a chosen file that is too large to send, or undefined. */
export const pictureSizeProblem = (file: { size: number } | undefined | null): string | undefined =>
  file && file.size > MAX_PICTURE_BYTES ? PICTURE_TOO_LARGE : undefined;
const GOOGLE_IMAGE_HOST = 'https://lh3.googleusercontent.com/';

/**
 * The address of a member's picture: a Google photo is used as it is; any other stored value is a
 * key in our media store; with none, the sign-in account's photo; else the default image.
 */
export function pictureUrl(stored: string | null | undefined, accountPhoto?: string | null): string {
  if (stored) {
    if (stored.startsWith(GOOGLE_IMAGE_HOST) || stored.startsWith('/media/')) return stored;
    return `/media/${stored.replace(/^\/+/, '')}`;
  }
  if (accountPhoto?.startsWith(GOOGLE_IMAGE_HOST)) return accountPhoto;
  return DEFAULT_PICTURE;
}

/** The media-store key behind a stored picture value, or null for an external photo or none. */
export function mediaKeyOf(stored: string | null | undefined): string | null {
  if (!stored || /^[a-z][a-z0-9+.-]*:/i.test(stored) || stored.startsWith('//')) return null;
  const key = stored.replace(/^\/media\//, '').replace(/^\/+/, '');
  return key || null;
}
