import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../forms/action-result';
import {
  activeFieldsSchema,
  alumniFieldsSchema,
  FIELD_MESSAGES,
  graduationYearMessage,
  latestGraduationYear,
  MEMBER_LIMITS,
  memberFields,
} from './member-fields';

const NOW = new Date('2026-03-01T00:00:00Z');
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as never);
// Built in each test, so that mutation testing sees which tests read them.
const active = () => activeFieldsSchema(NOW);
const alumni = () => alumniFieldsSchema(NOW);
const fields = () => memberFields(NOW);
const PREFIX = 'https://www.linkedin.com/in/';

describe('active member fields', () => {
  it('has no role: a position is an officer term, never a field of the record', () => {
    expect(
      active().parse({ firstName: 'Sam', lastName: 'Ng', email: 'sam@example.org', role: 'Scribe' }),
    ).not.toHaveProperty('role');
  });

  it('trims text, lowercases the email and turns empty fields into null', () => {
    const parsed = active().parse({
      email: ' Sam@Example.ORG ',
      firstName: ' Sam ',
      lastName: 'Ng',
      class: '',
      graduationYear: '2027',
      family: 'Engh Gang',
      major: '',
      bigId: '',
      linkedinUrl: '',
    });
    expect(parsed).toEqual({
      email: 'sam@example.org',
      firstName: 'Sam',
      lastName: 'Ng',
      class: null,
      graduationYear: 2027,
      family: 'Engh Gang',
      major: null,
      bigId: null,
      linkedinUrl: null,
    });
  });

  it('names each bad field with its message', () => {
    const result = active().safeParse({
      email: 'not-an-email',
      firstName: ' ',
      graduationYear: '20x7',
      family: 'Other Fam',
      bigId: 'abc',
      linkedinUrl: 'https://example.com/me',
    });
    expect(errorsOf(result)).toEqual({
      email: FIELD_MESSAGES.email,
      firstName: FIELD_MESSAGES.firstName,
      lastName: FIELD_MESSAGES.lastName,
      graduationYear: 'Graduation year must be a 4-digit year from 1900 to 2036.',
      family: FIELD_MESSAGES.family,
      bigId: FIELD_MESSAGES.bigId,
      linkedinUrl: 'LinkedIn URL must start with https://www.linkedin.com/in/',
    });
  });

  it('refuses a year out of range', () => {
    expect(
      errorsOf(active().safeParse({ email: 'a@b.org', firstName: 'A', lastName: 'B', graduationYear: '1850' })),
    ).toEqual({ graduationYear: graduationYearMessage(NOW) });
  });

  it('reads a field the form leaves out as empty', () => {
    expect(active().parse({ email: 'a@b.org', firstName: 'A', lastName: 'B' })).toMatchObject({
      class: null,
      bigId: null,
    });
  });

  it('requires an email, the account an active member signs in with, beside every other problem', () => {
    expect(errorsOf(active().safeParse({ firstName: 'A', lastName: 'B' }))).toEqual({
      email: FIELD_MESSAGES.emailRequired,
    });
    expect(errorsOf(active().safeParse({ email: ' ', firstName: '', lastName: 'B', graduationYear: '1' }))).toEqual({
      email: FIELD_MESSAGES.emailRequired,
      firstName: FIELD_MESSAGES.firstName,
      graduationYear: graduationYearMessage(NOW),
    });
  });
});

describe('alumni fields', () => {
  it('reads checkboxes and CSV flags', () => {
    const base = { firstName: 'Ada', lastName: 'Li' };
    expect(alumni().parse({ ...base, dropped: 'on' })).toMatchObject({
      dropped: true,
      foundingMember: false,
    });
    expect(alumni().parse({ ...base, dropped: 'FALSE', foundingMember: 'yes' })).toMatchObject({
      dropped: false,
      foundingMember: true,
    });
    expect(errorsOf(alumni().safeParse({ ...base, dropped: 'maybe' }))).toEqual({
      dropped: 'Use true or false.',
    });
  });

  it('has no role, and keeps an email and a class, neither required', () => {
    const parsed = alumni().parse({
      firstName: 'Ada',
      lastName: 'Li',
      email: 'Ada@Li.org',
      class: 'Nu',
      role: 'Regent',
    });
    expect(parsed).toMatchObject({ email: 'ada@li.org', class: 'Nu' });
    expect(parsed).not.toHaveProperty('role');
    expect(alumni().parse({ firstName: 'Ada', lastName: 'Li' })).toMatchObject({ email: null, class: null });
  });
});

describe('the limits, at their edges', () => {
  const check = (field: keyof ReturnType<typeof fields>, value: string) => {
    const result = fields()[field].safeParse(value);
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it('takes names of up to 80 characters, and requires them', () => {
    expect(MEMBER_LIMITS.name).toBe(80);
    expect(check('firstName', 'x'.repeat(80))).toBe('ok');
    expect(check('firstName', 'x'.repeat(81))).toBe('First name must be at most 80 characters.');
    expect(check('lastName', 'x'.repeat(80))).toBe('ok');
    expect(check('lastName', 'x'.repeat(81))).toBe('Last name must be at most 80 characters.');
    expect(check('firstName', '  ')).toBe('First name is required.');
    expect(check('lastName', '')).toBe('Last name is required.');
  });

  it('takes a major of up to 100 characters and a class of up to 40', () => {
    expect(check('major', 'x'.repeat(100))).toBe('ok');
    expect(check('major', 'x'.repeat(101))).toBe('Major must be at most 100 characters.');
    expect(check('class', 'x'.repeat(40))).toBe('ok');
    expect(check('class', 'x'.repeat(41))).toBe('Class must be at most 40 characters.');
  });

  it('counts the length after trimming', () => {
    expect(fields().major.parse(`  ${'x'.repeat(100)}  `)).toHaveLength(100);
  });

  it('takes an email of up to 254 characters', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;
    expect(check('email', email(254))).toBe('ok');
    expect(check('email', email(255))).toBe('Email must be at most 254 characters.');
  });

  it('takes a LinkedIn URL of up to 300 characters under the profile prefix', () => {
    const url = (length: number) => PREFIX + 'x'.repeat(length - PREFIX.length);
    expect(check('linkedinUrl', url(300))).toBe('ok');
    expect(check('linkedinUrl', url(301))).toBe('LinkedIn URL must be at most 300 characters.');
    expect(fields().linkedinUrl.parse(`  ${PREFIX}sam  `)).toBe(`${PREFIX}sam`);
    expect(fields().linkedinUrl.parse('')).toBeNull();
    expect(check('linkedinUrl', 'https://example.com/in/sam')).toBe(
      'LinkedIn URL must start with https://www.linkedin.com/in/',
    );
  });

  it('takes a 4-digit graduation year from 1900 to ten years after the current year', () => {
    expect(latestGraduationYear(NOW)).toBe(2036);
    const message = 'Graduation year must be a 4-digit year from 1900 to 2036.';
    for (const year of ['1900', '1940', '2036']) expect(check('graduationYear', year), year).toBe('ok');
    for (const year of ['1899', '2037', '999', '02027', '20271', '2027.5', '-2027', 'abcd']) {
      expect(check('graduationYear', year), year).toBe(message);
    }
    expect(fields().graduationYear.parse('')).toBeNull();
    expect(fields().graduationYear.parse(' 2027 ')).toBe(2027);
    expect(memberFields(new Date('2030-06-01T00:00:00Z')).graduationYear.parse('2040')).toBe(2040);
  });

  it("turns the latest graduation year at midnight in the chapter's time zone, not in UTC", () => {
    // 1 January 2027, 05:00 UTC is still New Year's Eve 2026 in California.
    expect(latestGraduationYear(new Date('2027-01-01T05:00:00Z'))).toBe(2036);
    expect(latestGraduationYear(new Date('2027-01-01T09:00:00Z'))).toBe(2037);
  });
});

describe('fields a form leaves out or sends blank', () => {
  const message = (field: keyof ReturnType<typeof fields>, value: unknown) =>
    fields()[field].safeParse(value).error?.issues[0]?.message;

  it('names a field missing from a form read as it is (the profile) with its own message', () => {
    expect(message('firstName', undefined)).toBe(FIELD_MESSAGES.firstName);
    expect(message('lastName', undefined)).toBe(FIELD_MESSAGES.lastName);
    expect(message('family', undefined)).toBe(FIELD_MESSAGES.family);
    expect(message('graduationYear', undefined)).toBe(graduationYearMessage(NOW));
    expect(message('bigId', undefined)).toBe(FIELD_MESSAGES.bigId);
  });

  it('stores no family for an empty choice, and a family typed with spaces as the family', () => {
    expect(fields().family.parse('')).toBeNull();
    expect(fields().family.parse(' Engh Gang ')).toBe('Engh Gang');
  });

  it('reads an unticked checkbox, which the browser leaves out, and the CSV words for no as false', () => {
    for (const no of [undefined, null, '', '0', 'no', 'false', ' No '])
      expect(fields().dropped.parse(no), String(no)).toBe(false);
    for (const yes of ['on', '1', 'yes', 'true', ' TRUE ']) expect(fields().foundingMember.parse(yes), yes).toBe(true);
  });
});

describe('the big, chosen from the list', () => {
  it('is a member id: a whole number from 1 below 2^31, as the form sends it', () => {
    expect(fields().bigId.parse('1')).toBe(1);
    expect(fields().bigId.parse(' 42 ')).toBe(42);
    expect(fields().bigId.parse(String(2 ** 31 - 1))).toBe(2 ** 31 - 1);
    expect(fields().bigId.parse('')).toBeNull();
  });

  it('refuses anything else rather than reading a number out of it', () => {
    for (const bad of ['0', String(2 ** 31), '12345678901', '+5', '-5', '1e3', '7a', 'a7', '4.0']) {
      expect(fields().bigId.safeParse(bad).error?.issues[0]?.message, bad).toBe(FIELD_MESSAGES.bigId);
    }
  });
});

describe('a record that is not one', () => {
  it('is refused whole, without reading empty fields into it', () => {
    for (const input of [null, 'Sam Ng']) {
      const issues = active().safeParse(input).error?.issues;
      expect(issues?.map((issue) => issue.path)).toEqual([[]]);
    }
  });
});
