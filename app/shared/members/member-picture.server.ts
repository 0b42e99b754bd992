import type { Tx } from '../db/db.server';
import { deleteMedia, saveMedia } from '../media/media.server';
import type { ProcessedPicture } from '../pictures/picture-upload.server';
import { mediaKeyOf } from '../pictures/pictures';

/** A new upload, ready to store. */
export type NewPicture = Pick<ProcessedPicture, 'key' | 'contentType' | 'bytes'>;

/** What a save does to a member's picture: nothing (undefined), a new upload in its place, or no picture at all. */
export type PictureChange = NewPicture | 'remove' | undefined;

/** How members.profile_picture_url holds an upload: the address it is served at, as it holds a Google photo's. */
const storedPictureUrl = (key: string) => `/media/${key}`;

/**
 * Applies a picture change inside the transaction that saves the member: stores the new upload, and deletes the
 * upload the member no longer shows, whichever form its address was stored in, so a replaced or removed picture
 * stays neither in the media table nor in every backup. A Google photo address is not ours to delete. Returns the
 * value to store.
 */
export async function changeMemberPicture(tx: Tx, current: string | null, change: PictureChange) {
  if (change === undefined) return current;
  const next = change === 'remove' ? null : storedPictureUrl((await saveMedia(change, tx)).key);
  const replaced = mediaKeyOf(current);
  if (replaced && replaced !== mediaKeyOf(next)) await deleteMedia(replaced, tx);
  return next;
}
