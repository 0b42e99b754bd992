import { describe, expect, it } from 'vitest';
import { ONLY_OWN_FIELDS_MESSAGE, profileSchema } from './profile';

const NOW = new Date('2026-03-01T00:00:00Z');
const valid = {
  firstName: ' Sam ',
  lastName: 'Ng',
  major: 'Mechanical Engineering',
  graduationYear: '2027',
  linkedinUrl: 'https://www.linkedin.com/in/sam-ng',
};
const issues = (input: Record<string, unknown>) => {
  const result = profileSchema(NOW).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('profileSchema', () => {
  it('accepts and tidies a valid form', () => {
    expect(profileSchema(NOW).parse(valid)).toEqual({
      firstName: 'Sam',
      lastName: 'Ng',
      major: 'Mechanical Engineering',
      graduationYear: 2027,
      linkedinUrl: 'https://www.linkedin.com/in/sam-ng',
    });
  });

  it('turns empty optional fields into null', () => {
    expect(profileSchema(NOW).parse({ ...valid, major: ' ', graduationYear: '', linkedinUrl: '' })).toMatchObject({
      major: null,
      graduationYear: null,
      linkedinUrl: null,
    });
  });

  it('requires names', () => {
    expect(issues({ ...valid, firstName: '  ', lastName: '' })).toEqual([
      ['firstName', 'First name is required.'],
      ['lastName', 'Last name is required.'],
    ]);
  });

  it('refuses a LinkedIn URL outside the profile prefix with the one LinkedIn message', () => {
    expect(issues({ ...valid, linkedinUrl: 'https://linkedin.com/in/sam' })).toEqual([
      ['linkedinUrl', 'LinkedIn URL must start with https://www.linkedin.com/in/'],
    ]);
  });

  it('wants a sane 4-digit graduation year', () => {
    for (const year of ['27', '20271', '1899', '2037', 'abcd', '2027.5', '-2027']) {
      expect(issues({ ...valid, graduationYear: year }), year).toEqual([
        ['graduationYear', 'Graduation year must be a 4-digit year from 1900 to 2036.'],
      ]);
    }
    expect(issues({ ...valid, graduationYear: '2036' })).toEqual([]);
  });

  it('takes what an officer may have set: an 80-character name, a 100-character major, a year from 1900', () => {
    const long = { ...valid, firstName: 'x'.repeat(80), lastName: 'y'.repeat(80), major: 'z'.repeat(100) };
    expect(issues({ ...long, graduationYear: '1940' })).toEqual([]);
    expect(issues({ ...long, graduationYear: '1900' })).toEqual([]);
    expect(issues({ ...long, firstName: 'x'.repeat(81), major: 'z'.repeat(101) })).toEqual([
      ['firstName', 'First name must be at most 80 characters.'],
      ['major', 'Major must be at most 100 characters.'],
    ]);
  });

  it('refuses any other field, such as an id, email or role', () => {
    expect(issues({ ...valid, id: '7' })).toEqual([['', ONLY_OWN_FIELDS_MESSAGE]]);
    expect(issues({ ...valid, role: 'Webmaster', email: 'x@example.org' })).toEqual([['', ONLY_OWN_FIELDS_MESSAGE]]);
  });

  it('refuses a missing field or a file where text belongs', () => {
    expect(issues({ ...valid, major: undefined })[0]?.[0]).toBe('major');
    expect(issues({ ...valid, firstName: new File(['x'], 'x.txt') })[0]?.[0]).toBe('firstName');
  });
});
