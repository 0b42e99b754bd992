import { z } from 'zod';
import type { ActionResult } from '../../shared/forms/action-result';
import { pickMemberFields } from '../../shared/members/member-fields';

/** The own record is gone or no longer active: the dashboard's page and its form say so. */
export const PROFILE_GONE = 'User data not found';

export const ONLY_OWN_FIELDS_MESSAGE =
  'Only your name, major, graduation year, LinkedIn URL and picture can be changed.';

/** The fields a member may change on their own record, with the rules every other form of a member uses. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'major', 'graduationYear', 'linkedinUrl'] as const;

/**
 * What a member may change on their own record (the picture travels separately as a file). Every field must be
 * there; any other field in the form, such as an id, email or role, refuses the whole submission.
 */
export function profileSchema(now: Date) {
  return z.strictObject(pickMemberFields(PROFILE_FIELDS, now).shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? ONLY_OWN_FIELDS_MESSAGE : undefined),
  });
}

export type ProfileChanges = z.infer<ReturnType<typeof profileSchema>>;

/** The answer to an edit-profile submission: a refused field, or the picture, is marked in `errors`. */
export type ProfileActionResult = ActionResult;
