import { data } from 'react-router';
import { profileSchema, type ProfileActionResult, type ProfileErrors, type ProfileField } from './profile';
import { readFormBody } from '../../shared/forms/form-body.server';
import { logger } from '../../shared/runtime/logger.server';
import { PictureError, processPictureFile, type ProcessedPicture } from '../../shared/pictures/picture-upload.server';
import { updateOwnProfile } from './profile.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

const PICTURE_FIELD = 'picture';

/**
 * The edit-profile action for the signed-in member's own record: the form is read with a size cap, the fields go
 * through the profile schema, a picture is checked by decoding, and only then is anything written, in one
 * transaction. Any refusal is a 400 (413 for an oversized body, 503 while pictures are queued) with a message per
 * field.
 */
export async function updateProfile(request: Request, memberId: number, now = new Date()) {
  const body = await readFormBody(request);
  if (!body.ok) return refuse({ picture: body.message }, body.status);

  const fields: Record<string, FormDataEntryValue> = {};
  let file: File | null = null;
  for (const [name, value] of body.form) {
    if (name !== PICTURE_FIELD) fields[name] = value;
    else if (typeof value !== 'string' && value.size > 0) file = value;
  }
  const parsed = profileSchema(now).safeParse(fields);
  if (!parsed.success) {
    const errors: ProfileErrors = {};
    for (const issue of parsed.error.issues) {
      const key = (issue.path[0] as ProfileField | undefined) ?? 'form';
      errors[key] ??= issue.message;
    }
    return refuse(errors, 400);
  }

  let picture: ProcessedPicture | undefined;
  if (file) {
    try {
      picture = await processPictureFile(file, now);
    } catch (error) {
      if (error instanceof PictureError) return refuse({ picture: error.message }, error.status, error.headers);
      throw error;
    }
  }

  try {
    if (!(await updateOwnProfile(memberId, parsed.data, picture))) {
      return refuse({ form: 'User data not found' }, 404);
    }
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error, memberId }, 'profile update failed');
    return refuse({ form: 'Error updating profile. Please try again.' }, 500);
  }
  return data<ProfileActionResult>({ ok: true, message: 'Profile updated.' });
}

function refuse(errors: ProfileErrors, status: number, headers?: HeadersInit) {
  return data<ProfileActionResult>({ ok: false, errors }, { status, headers });
}
