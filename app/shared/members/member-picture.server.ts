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
 * Applies a picture change in the member's own transaction and returns the value to store. The upload no longer
 * shown is deleted so it stays in neither `media` nor backups; a Google photo is not ours to delete.
 */
export async function changeMemberPicture(tx: Tx, current: string | null, change: PictureChange) {
  if (change === undefined) return current;
  const next = change === 'remove' ? null : storedPictureUrl((await saveMedia(change, tx)).key);
  const replaced = mediaKeyOf(current);
  if (replaced && replaced !== mediaKeyOf(next)) await deleteMedia(replaced, tx);
  return next;
}
