import { profileSchema } from './profile';
import { readForm, readPicture, refused, saved } from '../../shared/forms/action.server';
import { logger } from '../../shared/runtime/logger.server';
import { processPictureFile } from '../../shared/pictures/picture-upload.server';
import { updateOwnProfile } from './profile.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

/** The edit-profile form is the dashboard's only form. */
const PROFILE_INTENT = 'profile';
const PICTURE_FIELD = 'picture';

/** The form's fields but the picture, which travels as a file. */
const ownFields = (form: FormData) => Object.fromEntries([...form].filter(([name]) => name !== PICTURE_FIELD));

/**
 * The edit-profile action for the signed-in member's own record: the form is read with a size cap, the fields go
 * through the profile schema, a picture is checked by decoding, and only then is anything written, in one
 * transaction. A refused field or picture is marked in the answer.
 */
export async function updateProfile(request: Request, memberId: number, now = new Date()) {
  const read = await readForm(request, profileSchema(now), {
    fallbackIntent: PROFILE_INTENT,
    input: ownFields,
    pictureField: PICTURE_FIELD,
    takesFile: true,
  });
  if (!read.ok) return read.refusal;
  const { data: changes, form } = read.value;
  const picture = await readPicture(form, PICTURE_FIELD, PROFILE_INTENT, (file) => processPictureFile(file, now));
  if (!picture.ok) return picture.refusal;

  try {
    if (!(await updateOwnProfile(memberId, changes, picture.value ?? undefined))) {
      return refused(PROFILE_INTENT, 404, 'User data not found');
    }
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error, memberId }, 'profile update failed');
    return refused(PROFILE_INTENT, 500, 'Error updating profile. Please try again.');
  }
  return saved(PROFILE_INTENT, 'Profile updated.');
}
