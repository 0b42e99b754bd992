import { profileSchema } from './profile';
import { answering, readForm, readPicture, saved } from '../../shared/forms/action.server';
import { processPictureFile } from '../../shared/pictures/picture-upload.server';
import { updateOwnProfile } from './profile.server';
import { now as clockNow } from '../../shared/time/clock.server';

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
export async function updateProfile(request: Request, memberId: number, now = clockNow()) {
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

  return answering(PROFILE_INTENT, 'Error updating profile. Please try again.', async () => {
    await updateOwnProfile(memberId, changes, picture.value ?? undefined);
    return saved(PROFILE_INTENT, 'Profile updated.');
  });
}
