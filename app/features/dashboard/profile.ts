import { z } from 'zod';
import { linkedinUrlField } from '../../shared/members/linkedin';

export const EARLIEST_GRADUATION_YEAR = 1950;
export const ONLY_OWN_FIELDS_MESSAGE =
  'Only your name, major, graduation year, LinkedIn URL and picture can be changed.';

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(50, `${label} must be at most 50 characters.`);

/**
 * What a member may change on their own record (the picture travels separately as a file). Any other field in the
 * form, such as an id, email or role, refuses the whole submission.
 */
export function profileSchema(now: Date) {
  const latest = now.getUTCFullYear() + 10;
  const yearMessage = `Graduation year must be a 4-digit year from ${EARLIEST_GRADUATION_YEAR} to ${latest}.`;
  return z.strictObject(
    {
      firstName: name('First name'),
      lastName: name('Last name'),
      major: z
        .string()
        .trim()
        .max(100, 'Major must be at most 100 characters.')
        .transform((v) => (v === '' ? null : v)),
      graduationYear: z
        .string()
        .trim()
        .refine((v) => v === '' || (/^\d{4}$/.test(v) && +v >= EARLIEST_GRADUATION_YEAR && +v <= latest), yearMessage)
        .transform((v) => (v === '' ? null : Number(v))),
      linkedinUrl: linkedinUrlField,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? ONLY_OWN_FIELDS_MESSAGE : undefined) },
  );
}

export type ProfileChanges = z.infer<ReturnType<typeof profileSchema>>;
export type ProfileField = keyof ProfileChanges;

/** Messages of a refused profile save, by field; `picture` also carries a too-large body, `form` the rest. */
export type ProfileErrors = Partial<Record<ProfileField | 'picture' | 'form', string>>;
export type ProfileActionResult = { ok: true; message: string } | { ok: false; errors: ProfileErrors };
