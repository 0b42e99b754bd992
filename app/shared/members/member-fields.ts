import { z } from 'zod';
import { chapter, FAMILIES } from '../../config/chapter';
import { yearIn } from '../time/chapter-year';
import { isValidLinkedinUrl, LINKEDIN_MESSAGE } from './linkedin';

/**
 * Every field of a member record, defined once with the limits a real roster needs and one message per rule. An
 * officer's form, the CSV import and a member's own profile all parse through these, so a value saved by one is
 * never refused by another; the inputs take their maxLength from the same limits.
 */
export const MEMBER_LIMITS = {
  name: 80,
  major: 100,
  class: 40,
  linkedinUrl: 300,
  email: 254,
  earliestGraduationYear: 1900,
  /** How many years after the current one a graduation year may be. */
  graduationYearsAhead: 10,
} as const;

/** The latest graduation year accepted on `now`'s date; the year turns at midnight in the chapter's time zone. */
export const latestGraduationYear = (now: Date) => yearIn(chapter.timeZone, now) + MEMBER_LIMITS.graduationYearsAhead;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

export const FIELD_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  firstNameTooLong: tooLong('First name', MEMBER_LIMITS.name),
  lastNameTooLong: tooLong('Last name', MEMBER_LIMITS.name),
  majorTooLong: tooLong('Major', MEMBER_LIMITS.major),
  classTooLong: tooLong('Class', MEMBER_LIMITS.class),
  linkedinUrlTooLong: tooLong('LinkedIn URL', MEMBER_LIMITS.linkedinUrl),
  email: 'Enter a valid email address.',
  emailRequired: 'An active member needs an email: it is the Google account they sign in with.',
  emailTooLong: tooLong('Email', MEMBER_LIMITS.email),
  family: 'Choose one of the chapter families.',
  bigId: 'Choose a big from the list.',
  flag: 'Use true or false.',
} as const;

export const graduationYearMessage = (now: Date) =>
  `Graduation year must be a 4-digit year from ${MEMBER_LIMITS.earliestGraduationYear} to ${latestGraduationYear(now)}.`;

const emptyAsNull = (value: string) => (value === '' ? null : value);

const requiredName = (required: string, long: string) =>
  z.string({ error: required }).trim().min(1, required).max(MEMBER_LIMITS.name, long);

const optionalText = (max: number, long: string) => z.string().trim().max(max, long).transform(emptyAsNull);

const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || choices.includes(value), message)
    .transform((value) => (value === '' ? null : (value as T[number])));

const emailFormat = z.email();

/** A checkbox ('on', or left out) or a CSV cell (true/false, yes/no, 1/0, empty). */
const flag = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return false;
    const text = String(value).trim().toLowerCase();
    if (['on', 'true', 'yes', '1'].includes(text)) return true;
    if (['', 'false', 'no', '0'].includes(text)) return false;
    return text;
  },
  z.boolean({ error: FIELD_MESSAGES.flag }),
);

/**
 * Each member field as a form or a CSV cell carries it: text, trimmed, an empty optional field becoming null. A
 * field must be there; the officers' schemas below read a field left out as empty.
 */
export function memberFields(now = new Date()) {
  const latest = latestGraduationYear(now);
  const yearMessage = graduationYearMessage(now);
  return {
    email: z
      .string()
      .trim()
      .max(MEMBER_LIMITS.email, FIELD_MESSAGES.emailTooLong)
      .refine((value) => value === '' || emailFormat.safeParse(value).success, FIELD_MESSAGES.email)
      .transform((value) => (value === '' ? null : value.toLowerCase())),
    firstName: requiredName(FIELD_MESSAGES.firstName, FIELD_MESSAGES.firstNameTooLong),
    lastName: requiredName(FIELD_MESSAGES.lastName, FIELD_MESSAGES.lastNameTooLong),
    class: optionalText(MEMBER_LIMITS.class, FIELD_MESSAGES.classTooLong),
    graduationYear: z
      .string({ error: yearMessage })
      .trim()
      .refine(
        (value) =>
          value === '' || (/^\d{4}$/.test(value) && +value >= MEMBER_LIMITS.earliestGraduationYear && +value <= latest),
        yearMessage,
      )
      .transform((value) => (value === '' ? null : Number(value))),
    family: optionalChoice(FAMILIES, FIELD_MESSAGES.family),
    major: optionalText(MEMBER_LIMITS.major, FIELD_MESSAGES.majorTooLong),
    bigId: z
      .string({ error: FIELD_MESSAGES.bigId })
      .trim()
      .refine(
        (value) => value === '' || (/^\d{1,10}$/.test(value) && +value >= 1 && +value < 2 ** 31),
        FIELD_MESSAGES.bigId,
      )
      .transform((value) => (value === '' ? null : Number(value))),
    linkedinUrl: z
      .string()
      .trim()
      .max(MEMBER_LIMITS.linkedinUrl, FIELD_MESSAGES.linkedinUrlTooLong)
      .refine(isValidLinkedinUrl, LINKEDIN_MESSAGE)
      .transform(emptyAsNull),
    dropped: flag,
    foundingMember: flag,
  };
}

type MemberFields = ReturnType<typeof memberFields>;

/**
 * The fields of an active member, as an officer sets them. Their position is not a field: it is the officer term
 * covering today, which user management assigns and ends on its own.
 */
export const ACTIVE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'class',
  'graduationYear',
  'family',
  'major',
  'bigId',
  'linkedinUrl',
] as const;
/**
 * The fields of an alumni record, as an officer sets them: alumni have no role. They keep the email and class they
 * had as actives (an email signs nobody in while the record is an alumnus: sign-in reads the status).
 */
export const ALUMNI_FIELDS = [...ACTIVE_FIELDS, 'dropped', 'foundingMember'] as const;

/**
 * The named member fields as one object schema, each field required to be there; `overrides` puts a stricter
 * schema in place of a field's own.
 */
export function pickMemberFields<K extends keyof MemberFields>(
  keys: readonly K[],
  now = new Date(),
  overrides: Partial<Pick<MemberFields, K>> = {},
) {
  const fields = { ...memberFields(now), ...overrides };
  return z.object(Object.fromEntries(keys.map((key) => [key, fields[key]])) as Pick<MemberFields, K>);
}

/**
 * The named member fields as an officer's form or a CSV row carries them: a field it leaves out (a file may lack a
 * column) is read as empty.
 */
export function officerFieldsSchema<K extends keyof MemberFields>(
  keys: readonly K[],
  now = new Date(),
  overrides: Partial<Pick<MemberFields, K>> = {},
) {
  return z.preprocess(
    (input) => {
      if (!input || typeof input !== 'object') return input;
      const given = input as Record<string, unknown>;
      return Object.fromEntries(keys.map((key) => [key, given[key] ?? '']));
    },
    pickMemberFields(keys, now, overrides),
  );
}

/**
 * An active member's email is required, as a field of its own so that its message comes with every other
 * field's in one answer.
 */
const activeEmail = (now: Date) =>
  memberFields(now).email.refine((email) => email !== null, FIELD_MESSAGES.emailRequired);

export const activeFieldsSchema = (now = new Date()) =>
  officerFieldsSchema(ACTIVE_FIELDS, now, { email: activeEmail(now) });
export const alumniFieldsSchema = (now = new Date()) => officerFieldsSchema(ALUMNI_FIELDS, now);

export type ActiveFields = z.infer<ReturnType<typeof activeFieldsSchema>>;
export type AlumniFields = z.infer<ReturnType<typeof alumniFieldsSchema>>;
