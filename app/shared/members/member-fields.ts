import { z } from 'zod';
import { FAMILIES, ROLES } from '../../config/chapter';
import { isValidLinkedinUrl, LINKEDIN_MESSAGE } from './linkedin';

/**
 * The fields an officer sets on an active member or an alumni record, as zod schemas over the strings a form or
 * a CSV row carries. Empty text becomes null; the server parses every write through these.
 */

const empty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const requiredText = (message: string) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(80, 'Keep it under 80 characters.'));

const optionalText = (max: number) =>
  z
    .preprocess((value) => empty(trimmed(value)), z.string().max(max, `Keep it under ${max} characters.`).optional())
    .transform((value) => value ?? null);

const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z.preprocess(empty, z.enum(choices, { error: message }).optional()).transform((value) => value ?? null);

const optionalInt = (min: number, max: number, message: string) =>
  z
    .preprocess(
      (value) => {
        const text = empty(trimmed(value));
        return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
      },
      z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
    )
    .transform((value) => value ?? null);

/** A checkbox ('on') or a CSV cell (true/false, yes/no, 1/0, empty). */
const flag = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return false;
    const text = String(value).trim().toLowerCase();
    if (['on', 'true', 'yes', '1'].includes(text)) return true;
    if (['', 'false', 'no', '0'].includes(text)) return false;
    return text;
  },
  z.boolean({ error: 'Use true or false.' }),
);

export const FIELD_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Enter a valid email address.',
  graduationYear: 'Graduation year must be a year between 1900 and 2100.',
  family: 'Choose one of the chapter families.',
  role: 'Choose one of the chapter roles.',
  bigId: 'Choose a big from the list.',
} as const;

const shared = {
  firstName: requiredText(FIELD_MESSAGES.firstName),
  lastName: requiredText(FIELD_MESSAGES.lastName),
  graduationYear: optionalInt(1900, 2100, FIELD_MESSAGES.graduationYear),
  family: optionalChoice(FAMILIES, FIELD_MESSAGES.family),
  major: optionalText(80),
  bigId: optionalInt(1, 2 ** 31 - 1, FIELD_MESSAGES.bigId),
  linkedinUrl: optionalText(200).refine(isValidLinkedinUrl, LINKEDIN_MESSAGE),
};

export const activeFieldsSchema = z.object({
  ...shared,
  email: z
    .preprocess((value) => empty(trimmed(value)), z.email(FIELD_MESSAGES.email).max(254).optional())
    .transform((value) => value?.toLowerCase() ?? null),
  class: optionalText(40),
  role: optionalChoice(ROLES, FIELD_MESSAGES.role),
});

export const alumniFieldsSchema = z.object({
  ...shared,
  dropped: flag,
  foundingMember: flag,
});

export type ActiveFields = z.infer<typeof activeFieldsSchema>;
export type AlumniFields = z.infer<typeof alumniFieldsSchema>;
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, for showing beside each input. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
