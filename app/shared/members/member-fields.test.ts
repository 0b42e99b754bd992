import { describe, expect, it } from 'vitest';
import { activeFieldsSchema, alumniFieldsSchema, fieldErrors, FIELD_MESSAGES } from './member-fields';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as never);

describe('active member fields', () => {
  it('trims text, lowercases the email and turns empty fields into null', () => {
    const parsed = activeFieldsSchema.parse({
      email: ' Sam@Example.ORG ',
      firstName: ' Sam ',
      lastName: 'Ng',
      class: '',
      graduationYear: '2027',
      family: 'Engh Gang',
      major: '',
      role: 'Scribe',
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
      role: 'Scribe',
      bigId: null,
      linkedinUrl: null,
    });
  });

  it('names each bad field with its message', () => {
    const result = activeFieldsSchema.safeParse({
      email: 'not-an-email',
      firstName: ' ',
      graduationYear: '20x7',
      family: 'Other Fam',
      role: 'President',
      bigId: 'abc',
      linkedinUrl: 'https://example.com/me',
    });
    expect(errorsOf(result)).toEqual({
      email: FIELD_MESSAGES.email,
      firstName: FIELD_MESSAGES.firstName,
      lastName: FIELD_MESSAGES.lastName,
      graduationYear: FIELD_MESSAGES.graduationYear,
      family: FIELD_MESSAGES.family,
      role: FIELD_MESSAGES.role,
      bigId: FIELD_MESSAGES.bigId,
      linkedinUrl: 'LinkedIn URL must start with https://www.linkedin.com/in/',
    });
  });

  it('refuses a year out of range', () => {
    expect(errorsOf(activeFieldsSchema.safeParse({ firstName: 'A', lastName: 'B', graduationYear: '1850' }))).toEqual({
      graduationYear: FIELD_MESSAGES.graduationYear,
    });
  });
});

describe('alumni fields', () => {
  it('reads checkboxes and CSV flags', () => {
    const base = { firstName: 'Ada', lastName: 'Li' };
    expect(alumniFieldsSchema.parse({ ...base, dropped: 'on' })).toMatchObject({
      dropped: true,
      foundingMember: false,
    });
    expect(alumniFieldsSchema.parse({ ...base, dropped: 'FALSE', foundingMember: 'yes' })).toMatchObject({
      dropped: false,
      foundingMember: true,
    });
    expect(errorsOf(alumniFieldsSchema.safeParse({ ...base, dropped: 'maybe' }))).toEqual({
      dropped: 'Use true or false.',
    });
  });

  it('has no email or role', () => {
    const parsed = alumniFieldsSchema.parse({ firstName: 'Ada', lastName: 'Li', email: 'x@y.z', role: 'Regent' });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('role');
  });
});
